import { keepValues, restoreKeptValues, typedValues } from './keptValues';

const FORM = `
  <form id="demo-request">
    <input name="firstName"><input name="email" type="email"><input name="password" type="password">
    <select name="countryCode"><option value="+1" selected>+1</option><option value="+91">+91</option></select>
    <textarea name="note"></textarea><input name="token" type="hidden" value="t">
  </form>`;

/** A page at `/` with the demo form as the edge sends it. */
const page = () => {
  document.body.innerHTML = FORM;
  return document.querySelector('form') as HTMLFormElement;
};
const field = (name: string) => (document.querySelector('form') as HTMLFormElement).elements.namedItem(name) as HTMLInputElement;

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('what the visitor typed, across a full load', () => {
  it('keeps what was typed (never a password or a hidden field), and puts it back into the same fields once', () => {
    page();
    field('firstName').value = 'Asha';
    field('email').value = 'asha@lakeside.example';
    field('password').value = 'secret';
    field('countryCode').value = '+91';
    field('note').value = 'Two sites';
    expect(typedValues()).toEqual({
      'demo-request': { firstName: 'Asha', email: 'asha@lakeside.example', countryCode: '+91', note: 'Two sites' },
    });
    keepValues('/', typedValues());

    page(); // the page loaded again, as the edge sends it
    expect(restoreKeptValues()).toBe(4);
    expect([
      field('firstName').value,
      field('email').value,
      field('password').value,
      field('countryCode').value,
      field('note').value,
    ]).toEqual(['Asha', 'asha@lakeside.example', '', '+91', 'Two sites']);
    page();
    expect(restoreKeptValues()).toBe(0);
    expect(field('firstName').value).toBe('');
  });

  it('leaves a field the visitor has typed into again, and another page’s values for that page', () => {
    page();
    field('firstName').value = 'Asha';
    keepValues('/', typedValues());
    keepValues('/blog', { search: { q: 'edge' } });
    page();
    field('firstName').value = 'Ravi';
    expect(restoreKeptValues()).toBe(0);
    expect(field('firstName').value).toBe('Ravi');
    expect(sessionStorage.getItem('mars:kept-values:/blog')).toBe('{"search":{"q":"edge"}}');
  });

  it('keeps a form the app controls, whose defaults follow its values', () => {
    page();
    for (const name of ['firstName', 'email']) {
      field(name).value = `typed ${name}`;
      field(name).defaultValue = `typed ${name}`;
    }
    keepValues('/', typedValues());
    page();
    expect(restoreKeptValues()).toBe(2);
    expect([field('firstName').value, field('email').value]).toEqual(['typed firstName', 'typed email']);
  });

  it('writes nothing when nothing was typed', () => {
    page();
    keepValues('/', typedValues());
    expect(sessionStorage.length).toBe(0);
  });
});
