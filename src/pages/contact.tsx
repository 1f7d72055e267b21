// /contact (reference §2.3, Open+): the contact form.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { ContactForm } from '@/features/contact';

const ContactPage: FlaggedPage = () => {
  const { recaptchaSiteKey } = useAppSelector(selectSettings);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Contact us</title>
        <meta name="description" content="Send us a message: we reply within 48 hours." key="description" />
      </Head>
      <div className="page-heading">
        <h1>Contact us</h1>
      </div>
      <Card>
        <ContactForm recaptchaSiteKey={recaptchaSiteKey || undefined} />
      </Card>
    </div>
  );
};

ContactPage.authenticate = true;
ContactPage.noredirect = true;

export default ContactPage;
