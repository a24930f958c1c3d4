import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { businessNameFrom, canonicalUrl, pageMeta } from "~/components/site/meta";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import type { SiteLoader } from "./_site";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `Privacy Policy | ${businessNameFrom(matches)}`,
    "What we keep when you send a booking inquiry or a message, why, for how long, and how to ask us to correct or delete it (Kenya Data Protection Act, 2019).",
    canonicalUrl(matches, "/privacy"),
  );

export const LEGAL_UPDATED = "November 28, 2026";

/** The Privacy Policy: what the site stores, why, how long, and how to ask for deletion. */
export default function PrivacyPage() {
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const name = settings.businessName;
  const mail = (
    <a href={`mailto:${settings.email}`} className="break-words">
      {settings.email}
    </a>
  );
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          {name} rents holiday cabins and lodges near Tigoni, Kenya. This policy explains what personal data we keep when you use this website, why we
          keep it, for how long, and how you can see, correct or delete it. We handle personal data in line with the Data Protection Act, 2019 of
          Kenya and act as the data controller for everything described here.
        </p>
      }
      sections={[
        {
          id: "what-we-keep",
          title: "What we keep",
          body: (
            <>
              <p>We only keep what you send us and what our server needs to run:</p>
              <ul>
                <li>
                  <strong>Booking inquiries</strong>: the property, your name, e-mail address, phone number, dates, number of guests, special
                  requests, the private chef and activities you asked about, the price we quoted and the inquiry&apos;s status.
                </li>
                <li>
                  <strong>Payments</strong>: for each payment or refund, its amount, how it was made and the reference the payment provider gives (an
                  M-Pesa receipt number, a card payment&apos;s reference), and for M-Pesa the phone number with its middle digits hidden. Card details
                  are typed on Stripe&apos;s own page and never reach us.
                </li>
                <li>
                  <strong>Contact messages</strong>: your name, e-mail address, subject and message.
                </li>
                <li>
                  <strong>E-mails we send</strong>: a copy of each confirmation e-mail to you and notification to our staff, kept in our outbox so we
                  can see that it was delivered and send it again if it was not.
                </li>
                <li>
                  <strong>Server logs</strong>: your IP address, the pages requested, the time and your browser&apos;s name, and a count of form
                  submissions per address so we can stop abuse.
                </li>
              </ul>
              <p>
                We do not use advertising or tracking cookies and we do not sell or rent your data. The site sets a cookie only to show you a short
                message after a form is sent and, for our staff, to keep them signed in.
              </p>
            </>
          ),
        },
        {
          id: "why",
          title: "Why we keep it",
          body: (
            <ul>
              <li>
                To answer your inquiry or message and, when you go ahead, to arrange and confirm your stay (taking steps at your request before a
                contract).
              </li>
              <li>To keep records of bookings that Kenyan tax and accounting law requires (legal obligation).</li>
              <li>To keep the website secure and working, and to stop spam (our legitimate interest).</li>
            </ul>
          ),
        },
        {
          id: "how-long",
          title: "How long we keep it",
          body: (
            <ul>
              <li>Booking inquiries that did not lead to a stay: up to 12 months after the dates you asked about.</li>
              <li>Confirmed stays and their payments: up to 7 years, as Kenyan tax records require.</li>
              <li>Contact messages: up to 12 months after we resolve them.</li>
              <li>Copies of e-mails in our outbox: up to 12 months.</li>
              <li>Server logs and form-submission counts: up to 30 days.</li>
            </ul>
          ),
        },
        {
          id: "sharing",
          title: "Who can see it",
          body: (
            <p>
              Only our own staff, through a password-protected admin area, and the companies that host this website and deliver our e-mail, who
              process it on our instructions. When you pay online, the payment provider you choose (Stripe for cards, Safaricom for M-Pesa) receives
              the amount, the booking&apos;s reference and your e-mail address or phone number, under its own privacy policy. When you stay with us we
              may share your name and dates with the property&apos;s caretaker. If data is stored outside Kenya we make sure it is protected as the
              Act requires.
            </p>
          ),
        },
        {
          id: "your-rights",
          title: "Your rights and how to ask for deletion",
          body: (
            <>
              <p>
                Under the Data Protection Act, 2019 you may ask to see the data we hold about you, to have it corrected, to object to its use, or to
                have it deleted. Write to {mail} from the e-mail address you used, or call {settings.phone}, saying what you would like us to do. We
                answer within 14 days and confirm once it is done; we keep only what the law obliges us to keep.
              </p>
              <p>If you are not happy with our answer you can complain to the Office of the Data Protection Commissioner (ODPC) of Kenya.</p>
            </>
          ),
        },
        {
          id: "contact",
          title: "Contact",
          body: (
            <p>
              {name}, {settings.addressLine1}, {settings.addressLine2}. E-mail {mail}, or use our <Link to="/contact">contact page</Link>. See also
              our <Link to="/terms">Terms of Service</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
