import { appIntent } from '@mars/shared';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@mars/shared/form-token';
import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { DemoTexts } from '../locale/texts';
import { COMPOSITION_FIELD, COUNTRY_CODES, type FieldName, LIMITS } from '../schema/demoRequest';
import { Aside, FieldError, Form, Grid, Honeypot, Notice, PhoneRow, Section, Submit } from './DemoSection.styles';
import { SUBMIT_PATH } from './submitDemoRequest';

/** The prefix of the section's ids: the same in the page's HTML (firstView.tsx) and in the live section, so React hydrates it. */
export const SECTION_ID = 'demo-request';
/**
 * The form's id: its element says whether the page's form shows the setup its address brings
 * (useShowsAddress), and holds the form token the edge stamped (DemoSection).
 */
export const FORM_ID = `${SECTION_ID}-form`;

const MAX_LENGTH: Partial<Record<FieldName, number>> = {
  firstName: LIMITS.name,
  lastName: LIMITS.name,
  company: LIMITS.company,
  email: LIMITS.email,
  jobTitle: LIMITS.jobTitle,
  phone: LIMITS.phoneMax,
};

export interface DemoSectionViewProps {
  t: DemoTexts;
  /** Prefix of every id in the section (a form's fields and their messages are linked by id). */
  id: string;
  apiBase: string;
  /** Where the API sends a form posted without JavaScript back to (this page). */
  returnTo: string;
  /** The page's composition id, stored with the request (see COMPOSITION_FIELD). */
  composition: string;
  formToken: string;
  values: Record<FieldName, string>;
  /** Each field's problem, as text ('' for none). */
  errors: Partial<Record<FieldName, string>>;
  /** aria-invalid per field ('true' / 'false'). */
  invalid: Partial<Record<FieldName, string>>;
  /** The message above the form after a submission, or null. */
  notice: string | null;
  submitting: boolean;
  honeypot: string;
  onChange?: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onHoneypot?: (value: string) => void;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  /** Lets the live form move the focus to the first field in error. */
  fieldRef?: (name: FieldName) => (el: HTMLInputElement | HTMLSelectElement | null) => void;
  /** The form element (the live form reads what the visitor typed before it took the page over). */
  formRef?: Ref<HTMLFormElement>;
  /** The camera setup the visitor brought, above the fields (AttachedSetup). */
  attached?: ReactNode;
  /** On the form: the mark of a form that shows its address's setup (addressViewMark). */
  formMark?: Record<string, string>;
}

/**
 * The demo section as HTML: a real form that posts to the API, so it works before (and without)
 * JavaScript; the live section (DemoSection) drives the same markup with state. The browser's own
 * validation speaks first, in its own words (SPEC §5): the required fields, the e-mail and the
 * telephone type — before, while and after the form's code comes, and without it. What it lets
 * through and the API's rules refuse (schema/demoRequest.ts) is said at its field: every field has
 * its message element (empty until there is a problem), linked with aria-describedby.
 */
export function DemoSectionView(p: DemoSectionViewProps) {
  const { t, id } = p;
  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: p.values[name],
    onChange: p.onChange ?? (() => {}),
    'aria-invalid': (p.invalid[name] ?? 'false') as 'true' | 'false',
    'aria-describedby': `${id}-${name}-error`,
    ref: p.fieldRef?.(name),
    ...(MAX_LENGTH[name] ? { maxLength: MAX_LENGTH[name] } : {}),
  });
  const message = (name: FieldName) => <FieldError id={`${id}-${name}-error`}>{p.errors[name] ?? ''}</FieldError>;
  return (
    <Section aria-labelledby={`${id}-title`} data-section="demo">
      <Aside>
        <p className="eyebrow">{t.eyebrow}</p>
        <h2 id={`${id}-title`}>{t.title}</h2>
        <p>{t.intro}</p>
        <ul>
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Aside>
      {/* Its live validation and the submit without a page load need code: it comes when the visitor reaches into the form. */}
      <Form
        {...appIntent}
        {...p.formMark}
        id={FORM_ID}
        ref={p.formRef}
        method="post"
        action={`${p.apiBase.replace(/\/$/, '')}${SUBMIT_PATH}`}
        onSubmit={p.onSubmit}
        aria-labelledby={`${id}-title`}
        aria-busy={p.submitting}
      >
        {p.notice !== null && <Notice role="alert">{p.notice}</Notice>}
        <input type="hidden" name={FORM_TOKEN_FIELD} value={p.formToken} />
        <input type="hidden" name="returnTo" value={p.returnTo} />
        <input type="hidden" name={COMPOSITION_FIELD} value={p.composition} />
        {p.attached}
        <Grid>
          <div className="field">
            <label htmlFor={`${id}-firstName`}>
              {t.firstName}
              <input {...field('firstName')} type="text" required autoComplete="given-name" />
            </label>
            {message('firstName')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-lastName`}>
              {t.lastName}
              <input {...field('lastName')} type="text" required autoComplete="family-name" />
            </label>
            {message('lastName')}
          </div>
          <div className="field wide">
            <label htmlFor={`${id}-company`}>
              {t.company}
              <input {...field('company')} type="text" autoComplete="organization" />
            </label>
            {message('company')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>
              {t.email}
              <input {...field('email')} type="email" required autoComplete="email" />
            </label>
            {message('email')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-jobTitle`}>
              {t.jobTitle}
              <input {...field('jobTitle')} type="text" placeholder={t.jobTitlePlaceholder} autoComplete="organization-title" />
            </label>
            {message('jobTitle')}
          </div>
          <div className="field wide">
            <label htmlFor={`${id}-phone`}>{t.phone}</label>
            <PhoneRow>
              {/* Always has a value (+1 by default): not `required`, which asks for an empty placeholder option first. */}
              <select {...field('countryCode')} aria-label={t.countryCode}>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.value} ({c.label})
                  </option>
                ))}
              </select>
              <input {...field('phone')} type="tel" required autoComplete="tel" placeholder={t.phonePlaceholder} />
            </PhoneRow>
            {message('countryCode')}
            {message('phone')}
          </div>
        </Grid>
        {/* For scripts that fill every field: out of sight, out of the tab order, hidden from assistive tech. */}
        <Honeypot aria-hidden="true">
          <label>
            {t.honeypot}
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={p.honeypot}
              onChange={(e) => p.onHoneypot?.(e.target.value)}
            />
          </label>
        </Honeypot>
        <Submit type="submit" disabled={p.submitting}>
          {p.submitting ? t.submitting : t.submit}
        </Submit>
        <p className="consent">
          {t.consent} <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </Form>
    </Section>
  );
}
