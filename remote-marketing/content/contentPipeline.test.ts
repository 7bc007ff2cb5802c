/** @jest-environment node */
import path from 'node:path';
import { parseContent } from './contentPipeline.cjs';

const info = (body: string, front = 'name: N\ndescription: D\neyebrow: E\ntitle: T\nlead: L') => `---\n${front}\n---\n\n${body}\n`;
const file = (name: string) => path.join(__dirname, name);

describe('marketing content pipeline', () => {
  it('compiles Markdown to nodes the page renders, with its placeholders kept and no raw HTML', () => {
    const { family, page, country, body } = parseContent(
      info('## Pick one\n\n[{mars-hub.name}](/product/mars-hub), up to {mars-hub.cameras} cameras.<script>x</script>'),
      file('info/documentation.md'),
    );
    expect({ family, page, country }).toEqual({ family: 'info', page: 'documentation', country: null });
    expect(body[0]).toEqual({ type: 'heading', depth: 2, tokens: [{ type: 'text', text: 'Pick one' }] });
    expect(JSON.stringify(body)).toContain('{mars-hub.cameras}');
    expect(JSON.stringify(body)).not.toContain('script');
  });

  it("reads a country's own text from <page>.<country>.md", () => {
    expect(parseContent(info('Hello.'), file('info/documentation.in.md')).country).toBe('in');
  });

  it('refuses a capacity typed by hand after a product, naming the file, the line and the placeholder to write', () => {
    expect(() => parseContent(info('A Mars Hub (up to 10 cameras) in the back office.'), file('info/documentation.md'))).toThrow(
      'content/info/documentation.md, line 9: types Mars Hub\'s capacity by hand ("10"): write {mars-hub.cameras}',
    );
    expect(() => parseContent(info('One [{mars-tower.name}](/product/mars-tower) (20 cameras).'), file('info/documentation.md'))).toThrow(
      'write {mars-tower.cameras}',
    );
  });

  it('refuses a placeholder that is not a fact, a missing field, and a use case naming no feature', () => {
    expect(() => parseContent(info('Up to {mars-hub.price}.'), file('info/documentation.md'))).toThrow('"{mars-hub.price}" is not a fact');
    expect(() => parseContent(info('Text.', 'name: N'), file('info/documentation.md'))).toThrow('missing front matter field "eyebrow"');
    const industry = (feature: string) =>
      `---\ntitle: T\nlead: L\nintro: I\nchallenges: []\nuseCases:\n  - { title: U, text: X, feature: ${feature} }\nrecommended: { product: mars-hub, why: W, alternative: { product: mars-node, when: N } }\nday: { setting: S, moments: [] }\nfaqs: []\n---\n`;
    expect(() => parseContent(industry('loitering-alerts'), file('industries/retail.md'))).not.toThrow();
    expect(() => parseContent(industry('teleportation'), file('industries/retail.md'))).toThrow('names feature "teleportation"');
  });
});
