// Orders and delivery addresses (reference §2.4, §2.5, Appendix A "order"). An order is visible to its buyer
// and its creator only; addresses to their owner only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { HttpError, forbidden, notFound, ok } from '../../lib/http-error';
import { toAddressJson, toOrderJson } from '../../mappers/payments';
import { idempotent } from '../../plugins/idempotency';
import { dateBound, Page, PageQuery, paging, responses, SuccessJson } from '../../schemas/common';
import {
  AddressBody,
  AddressJson,
  DeliveryAddressBody,
  OrderJson,
  OrderSearchQuery,
  OrderUpdateBody,
  type AddressBodyType,
} from '../../schemas/orders';
import { IdParams, sortOf } from '../../schemas/payments';
import { changeDeliveryAddress, orderFor } from '../../services/product-orders';
import { refundOrder } from '../../services/refunds';

const ORDER_SORT = { createdAt: 'createdAt', updatedAt: 'updatedAt', totalPrice: 'totalPriceCents' } as const;
const MAX_ADDRESSES = 20;

function addressInput(body: AddressBodyType) {
  return {
    name: body.name.trim(),
    country: body.country?.trim() ?? '',
    state: body.state?.trim() ?? '',
    city: body.city?.trim() ?? '',
    district: body.district?.trim() ?? '',
    ward: body.ward?.trim() ?? '',
    streetNumber: body.streetNumber?.trim() ?? '',
    streetAddress: body.streetAddress.trim(),
    zipCode: body.zipCode?.trim() ?? '',
    description: body.description?.trim() ?? '',
  };
}

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search =
    (owner: 'userId' | 'performerId') =>
    async (request: { authUser: { id: string } | null; query: Static<typeof OrderSearchQuery> }) => {
      const q = request.query;
      const page = await app.repos.orders.search({
        [owner]: request.authUser!.id,
        deliveryStatus: q.deliveryStatus || undefined,
        fromDate: dateBound(q.fromDate, 'fromDate'),
        toDate: dateBound(q.toDate, 'toDate', true),
        ...sortOf(q, ORDER_SORT, 'createdAt'),
        ...paging(q),
      });
      return ok({
        data: await Promise.all(page.rows.map(async (r) => await toOrderJson(app, r))),
        total: page.total,
      });
    };
  const orderPage = { querystring: OrderSearchQuery, response: responses(Page(OrderJson)) };
  const order = responses(OrderJson);
  const address = responses(AddressJson);
  const removed = responses(SuccessJson);
  app.get(
    '/orders/users/search',
    { preHandler: app.requireRole('user'), schema: orderPage },
    search('userId'),
  );
  app.get(
    '/orders/search',
    { preHandler: app.requireRole('performer'), schema: orderPage },
    search('performerId'),
  );

  app.get(
    '/orders/:id',
    { preHandler: app.requireAuth, schema: { params: IdParams, response: order } },
    async (request) =>
      ok(await toOrderJson(app, await orderFor(app, request.authUser!.id, request.params.id))),
  );

  app.put(
    '/orders/:id/update/delivery-address',
    {
      preHandler: app.requireRole('user'),
      schema: { params: IdParams, body: DeliveryAddressBody, response: order },
    },
    async (request) =>
      ok(
        await toOrderJson(
          app,
          await changeDeliveryAddress(
            app,
            request.authUser!.id,
            request.params.id,
            request.body.deliveryAddressId,
          ),
        ),
      ),
  );

  // The creator moves a physical order along (processing -> shipping -> delivered, or refunded).
  app.put(
    '/orders/:id/update',
    {
      preHandler: app.requireRole('performer'),
      schema: { params: IdParams, body: OrderUpdateBody, response: order },
    },
    async (request) => {
      const order = await orderFor(app, request.authUser!.id, request.params.id);
      if (order.performerId !== request.authUser!.id)
        throw forbidden('Only the seller can update this order');
      if (order.deliveryStatus === 'delivered' || order.deliveryStatus === 'refunded') {
        throw new HttpError(422, 'This order is closed: it can no longer be changed');
      }
      const { deliveryStatus } = request.body;
      const shippingCode = request.body.shippingCode?.trim() ?? order.shippingCode;
      if (deliveryStatus === 'refunded') {
        await refundOrder(app, order);
      } else {
        if (deliveryStatus !== 'processing' && !shippingCode)
          throw new HttpError(422, 'Shipping code is required');
        await app.repos.orders.update(order.id, { deliveryStatus, shippingCode }, app.now().toISOString());
      }
      return ok(await toOrderJson(app, (await app.repos.orders.find(order.id))!));
    },
  );

  app.post(
    '/addresses/create',
    { preHandler: app.requireRole('user'), ...idempotent, schema: { body: AddressBody, response: address } },
    async (request) => {
      const userId = request.authUser!.id;
      if ((await app.repos.orders.addresses(userId, 0, 1)).total >= MAX_ADDRESSES)
        throw new HttpError(422, `You can save up to ${MAX_ADDRESSES} addresses`);
      return ok(
        toAddressJson(
          await app.repos.orders.createAddress(userId, addressInput(request.body), app.now().toISOString()),
        ),
      );
    },
  );

  app.get(
    '/addresses/search',
    {
      preHandler: app.requireRole('user'),
      schema: { querystring: PageQuery, response: responses(Page(AddressJson)) },
    },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const page = await app.repos.orders.addresses(request.authUser!.id, offset, limit);
      return ok({ data: page.rows.map(toAddressJson), total: page.total });
    },
  );

  const ownAddress = async (userId: string, id: string) => {
    const address = await app.repos.orders.findAddress(id);
    if (!address || address.userId !== userId) throw notFound('Address not found');
    return address;
  };

  app.get(
    '/addresses/:id',
    { preHandler: app.requireRole('user'), schema: { params: IdParams, response: address } },
    async (request) => ok(toAddressJson(await ownAddress(request.authUser!.id, request.params.id))),
  );

  app.put(
    '/addresses/:id/update',
    {
      preHandler: app.requireRole('user'),
      schema: { params: IdParams, body: AddressBody, response: address },
    },
    async (request) => {
      const address = await ownAddress(request.authUser!.id, request.params.id);
      await app.repos.orders.updateAddress(address.id, addressInput(request.body), app.now().toISOString());
      return ok(toAddressJson((await app.repos.orders.findAddress(address.id))!));
    },
  );

  app.delete(
    '/addresses/:id',
    { preHandler: app.requireRole('user'), schema: { params: IdParams, response: removed } },
    async (request) => {
      const address = await ownAddress(request.authUser!.id, request.params.id);
      await app.repos.orders.removeAddress(address.id);
      return ok({ success: true });
    },
  );
};

export default orderRoutes;
