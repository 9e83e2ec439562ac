import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { CONSISTENCY_HEADER, type MemberPrivacy } from '@koinonia/contracts';
import { EVENT_STORE } from '../../platform/platform.tokens';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** The text a pdfkit page draws: each uncompressed content stream's strings, one per text operation, page by page. */
function pdfPages(pdf: Buffer): string[][] {
  const pages: string[][] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image, not a page
    }
    const texts = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((op) =>
      [...op[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
    );
    if (texts.length > 0) pages.push(texts);
  }
  return pages;
}

/** Labels per page: each label's name is the one text set in 10 pt. */
function labelNamesByPage(pdf: Buffer): string[][] {
  const names: string[][] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    const ops = [...content.matchAll(/\/F\d+ (\d+) Tf[\s\S]*?\[([^\]]*)\] TJ/g)];
    const page = ops
      .filter((op) => op[1] === '10')
      .map((op) => [...op[2].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    if (ops.length > 0) names.push(page);
  }
  return names;
}

const mediaBoxes = (pdf: Buffer) => pdf.toString('latin1').match(/\/MediaBox \[0 0 (\d+) (\d+)\]/g) ?? [];

describe('directory export', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let position = '0';
  const ids: Record<string, string> = {};

  const file = (path: string, cookie: string) =>
    t
      .http()
      .get(path)
      .set('Cookie', cookie)
      .set(CONSISTENCY_HEADER, position)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const send = async (method: 'post' | 'put', path: string, body: object) => {
    const response = await t.http()[method](path).set('Cookie', staff).send(body);
    expect(response.status).toBeLessThan(300);
    if (response.body?.position) position = response.body.position;
    return response.body as { id: string };
  };
  async function register(fullName: string, phone: string, address: string, privacy: MemberPrivacy): Promise<string> {
    const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}@export.example`;
    const { id } = await send('post', '/api/members', { fullName, email, phone, address, ministry: 'Care', role: 'member' });
    await send('put', `/api/members/${id}/privacy`, privacy);
    return id;
  }
  const csvOf = async (cookie: string, query = 'search=export') => {
    const response = await file(`/api/members/export.csv?${query}`, cookie).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="directory.csv"');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    ids.keturah = await register('Keturah Export', '(217) 555-0131', '4 Export Road, Springfield, IL 62701', {
      listed: true,
      shareEmail: true,
      sharePhone: true,
      shareAddress: false,
    });
    ids.hidden = await register('Hidden Export', '(217) 555-0132', '5 Export Road', { listed: false, shareEmail: true, sharePhone: true, shareAddress: true });
    ids.child = await register('Child Export', '(217) 555-0133', '6 Export Road', { listed: true, shareEmail: true, sharePhone: true, shareAddress: true });
    ids.solo = await register('Solo Exportwright', '(217) 555-0134', '77 Lonely Road\nSpringfield, IL 62702', {
      listed: true,
      shareEmail: false,
      sharePhone: false,
      shareAddress: false,
    });
    await send('post', '/api/households', {
      name: 'Export family',
      address: '10 Label Lane, Springfield, IL 62701',
      members: [
        { memberId: ids.keturah, relationship: 'head' },
        { memberId: ids.child, relationship: 'child' },
      ],
    });
  });
  afterAll(() => t.close());

  describe('successful-export', () => {
    it('a member’s CSV holds only whom the directory shows them, with only what each shares; no child, nobody unlisted', async () => {
      const rows = await csvOf(member);
      expect(rows.map((row) => row.Name)).toEqual(['Keturah Export', 'Solo Exportwright']);
      expect(rows[0]).toEqual({
        Name: 'Keturah Export',
        Household: 'Export family',
        Email: 'keturah.export@export.example',
        Phone: '(217) 555-0131',
        Address: '',
        Ministry: 'Care',
        Role: 'member',
        'Membership step': 'member',
        'Member since': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        'Birth date': '',
        Status: 'active',
      });
      expect(rows[1]).toMatchObject({ Email: '', Phone: '', Address: '' });
    });

    it('staff get everyone the filter finds, whole: the unlisted, the child and every detail', async () => {
      const rows = await csvOf(staff);
      expect(rows.map((row) => row.Name).sort()).toEqual(['Child Export', 'Hidden Export', 'Keturah Export', 'Solo Exportwright']);
      expect(rows.find((row) => row.Name === 'Child Export')).toMatchObject({
        Household: 'Export family',
        Phone: '(217) 555-0133',
        Email: 'child.export@export.example',
      });
      expect(rows.find((row) => row.Name === 'Solo Exportwright')).toMatchObject({ Address: '77 Lonely Road\nSpringfield, IL 62702', Household: '' });
      // The list's other filters apply too.
      expect(await csvOf(staff, 'search=export&status=archived')).toEqual([]);
    });

    it('each export is written to the security log', async () => {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const head = await store.headPosition();
      await csvOf(member);
      await t.settled();
      const recorded = (await store.readAll({ after: head })).filter((event) => event.type === 'DataExported');
      expect(recorded.map((event) => event.data)).toEqual([expect.objectContaining({ dataset: 'member-directory', format: 'csv', rowCount: 2 })]);
    });

    it('the photo directory is a US Letter PDF of the people the reader may see, with a photo where there is one', async () => {
      const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: 'teal' } })
        .png()
        .toBuffer();
      const uploaded = await t.http().put(`/api/members/${ids.keturah}/photo`).set('Cookie', staff).attach('file', png, 'k.png').expect(200);
      position = uploaded.body.position;
      const response = await file('/api/members/photo-directory.pdf?search=export', member).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(mediaBoxes(pdf)).toEqual(['/MediaBox [0 0 612 792]']);
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      const text = pdfPages(pdf).flat();
      expect(text).toEqual(expect.arrayContaining(['Photo directory', 'Keturah Export', 'Export family', '(217) 555-0131', 'Solo Exportwright', 'SE']));
      expect(text.join(' ')).not.toMatch(/Hidden Export|Child Export|555-0134/);
    });

    it('mailing labels: Avery 5160 pages of 30, one label per household at its shared address, one per person in none', async () => {
      const response = await file('/api/members/labels.pdf', staff).expect(200);
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const boxes = mediaBoxes(pdf);
      expect(new Set(boxes)).toEqual(new Set(['/MediaBox [0 0 612 792]']));
      const pages = labelNamesByPage(pdf);
      expect(pages).toHaveLength(boxes.length);
      // Every sheet full but the last.
      pages.slice(0, -1).forEach((names) => expect(names).toHaveLength(30));
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(pages.at(-1)!.length).toBeLessThanOrEqual(30);
      const names = pages.flat();
      expect(names.filter((name) => name === 'Export family')).toHaveLength(1);
      expect(names.filter((name) => name === 'Solo Exportwright')).toHaveLength(1);
      // The household's people are on its label, not on their own.
      expect(names).not.toEqual(expect.arrayContaining(['Keturah Export']));
      expect(names).not.toEqual(expect.arrayContaining(['Child Export']));
      const text = pdfPages(pdf).flat();
      expect(text).toEqual(expect.arrayContaining(['10 Label Lane', 'Springfield, IL 62701', '77 Lonely Road', 'Springfield, IL 62702']));
      expect(text).not.toContain('4 Export Road');
    });
  });

  describe('failing-export', () => {
    it('mailing labels are the office’s: a member, a leader and an auditor are refused; nobody signed out gets a file', async () => {
      for (const account of ['member@demo.church', 'leader@demo.church', 'auditor@demo.church']) {
        const cookie = account === 'member@demo.church' ? member : await t.signIn(account);
        expect((await t.http().get('/api/members/labels.pdf').set('Cookie', cookie).expect(403)).body.code).toBe('AUTHORIZATION');
      }
      for (const path of ['/api/members/export.csv', '/api/members/photo-directory.pdf', '/api/members/labels.pdf']) await t.http().get(path).expect(401);
    });

    it('a malformed filter is refused like the list’s', async () => {
      expect((await t.http().get('/api/members/export.csv?status=gone').set('Cookie', staff).expect(400)).body.code).toBe('VALIDATION_ERROR');
    });
  });
});
