// /contact (reference §2.3, Open+): the contact form.
import Head from 'next/head';
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
      <div className="plain-card">
        <ContactForm recaptchaSiteKey={recaptchaSiteKey || undefined} />
      </div>
    </div>
  );
};

ContactPage.authenticate = true;
ContactPage.noredirect = true;
// antd-free (issue 22): no antd provider for this page
ContactPage.plain = true;

export default ContactPage;
