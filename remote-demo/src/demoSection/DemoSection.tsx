import { registerReactInstance, useSiteStore } from '@mars/shared';
import React, { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../locale/texts';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, EMPTY_FORM, type FieldName } from '../schema/demoRequest';
import { Aside, Form, Grid, PhoneRow, Section, Submit } from './DemoSection.styles';
import { FAILURE_TOAST, SUCCESS_TOAST, submitDemoRequest } from './submitDemoRequest';

registerReactInstance(React);

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Exposed as `demo/DemoSection`. Native constraint validation only (required, e-mail type), as the
 * spec says. idle → submitting ('Submitting...', disabled) → idle; success clears the form and
 * resets the code to +1; failure keeps every value.
 */
export default function DemoSection({ apiBase }: { apiBase: string }) {
  const t = useTexts();
  const toast = useSiteStore((s) => s.toast);
  const [values, setValues] = useState<Record<FieldName, string>>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  // One key per submission: a retry of unchanged values reuses it, any edit starts a new one.
  const key = useRef(newKey());
  const id = useId();

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = e.target;
    key.current = newKey();
    setValues((v) => ({ ...v, [name]: value }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return; // a double click sends one request
    inFlight.current = true;
    setSubmitting(true);
    const ok = await submitDemoRequest(apiBase, values, key.current);
    inFlight.current = false;
    setSubmitting(false);
    if (ok) {
      toast('success', SUCCESS_TOAST);
      setValues({ ...EMPTY_FORM, countryCode: DEFAULT_COUNTRY_CODE });
      key.current = newKey();
    } else {
      toast('error', FAILURE_TOAST);
    }
  };

  const field = (name: FieldName) => ({ id: `${id}-${name}`, name, value: values[name], onChange });
  return (
    <Section aria-labelledby={`${id}-title`} data-section="demo">
      <Aside>
        <p className="eyebrow">{t.eyebrow}</p>
        <h2 id={`${id}-title`}>{t.title}</h2>
        <p>{t.intro}</p>
        <ul>
          {t.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Aside>
      <Form onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={submitting}>
        <Grid>
          <label htmlFor={`${id}-firstName`}>
            {t.firstName}
            <input {...field('firstName')} type="text" required autoComplete="given-name" />
          </label>
          <label htmlFor={`${id}-lastName`}>
            {t.lastName}
            <input {...field('lastName')} type="text" required autoComplete="family-name" />
          </label>
          <label htmlFor={`${id}-company`} className="wide">
            {t.company}
            <input {...field('company')} type="text" autoComplete="organization" />
          </label>
          <label htmlFor={`${id}-email`}>
            {t.email}
            <input {...field('email')} type="email" required autoComplete="email" />
          </label>
          <label htmlFor={`${id}-jobTitle`}>
            {t.jobTitle}
            <input {...field('jobTitle')} type="text" placeholder={t.jobTitlePlaceholder} autoComplete="organization-title" />
          </label>
          <div className="wide">
            <label htmlFor={`${id}-phone`}>{t.phone}</label>
            <PhoneRow>
              <select {...field('countryCode')} aria-label={t.countryCode} required>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.value} ({c.label})
                  </option>
                ))}
              </select>
              <input {...field('phone')} type="tel" required autoComplete="tel-national" placeholder={t.phonePlaceholder} />
            </PhoneRow>
          </div>
        </Grid>
        <Submit type="submit" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </Submit>
        <p className="consent">
          {t.consent} <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </Form>
    </Section>
  );
}
