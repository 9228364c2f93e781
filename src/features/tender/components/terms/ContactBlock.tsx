import type { ContactView } from '../../model/terms/customer';
import { TermsList } from './TermsList';

/** A contact person under its own heading. */
export function ContactBlock({ contact, headingId }: { contact: ContactView; headingId: string }) {
  return (
    <section className="terms-contact" aria-labelledby={headingId}>
      <h3 id={headingId} className="terms-contact__title">
        {contact.title}
      </h3>
      <TermsList rows={contact.rows} />
    </section>
  );
}
