import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WorkerPool } from '../../../../platform/jobs/worker-pool';
import type { StatementContent } from '../domain/statement.events';
import { StatementPdf, type RenderedStatement } from './statement-pdf.service';
import { renderStatement } from './statement-render';
import { pdfDate, pdfMoney } from './statement-format.util';

const content: StatementContent = {
  statementId: '5f0c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50',
  year: 2030,
  issuedAt: '2031-01-10T09:00:00.000Z',
  churchName: 'Grace Community Church, Inc.',
  donor: { memberId: 'd', name: 'Lydia Purple', address: '12 Vine Street' },
  language: 'en',
  currency: 'USD',
  gifts: [
    {
      donationId: 'g1',
      revision: 0,
      receivedOn: '2030-02-01',
      funds: ['General'],
      amount: { minor: 12_000, currency: 'USD' },
      deductible: { minor: 12_000, currency: 'USD' },
      method: 'cheque',
      chequeNumber: '1043',
      inKindDescription: null,
    },
  ],
  inKind: [],
  totalDeductible: { minor: 12_000, currency: 'USD' },
  corrects: null,
};

describe('statement PDF', () => {
  it('is the same bytes every time it is made from the same content, whenever that is', async () => {
    const pdf = new StatementPdf();
    const first = await pdf.render(content);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await pdf.render(content);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    expect(second.sha256).toBe(first.sha256);
    expect(first.bytes.toString('latin1')).toContain('(D:20310110090000Z)');
    expect((await pdf.render({ ...content, issuedAt: '2031-01-11T09:00:00.000Z' })).sha256).not.toBe(first.sha256);
  });

  it('renders the bytes it rendered when statements were first issued, so every recorded SHA-256 still reprints', async () => {
    // Pinned: a change to the layout, the fonts' handling or the PDF library that moves one byte breaks
    // the reprint of every statement already issued. A corrected statement of several pages, in kind apart.
    const gift = (i: number): StatementContent['gifts'][number] => ({
      ...content.gifts[0],
      donationId: `g${i}`,
      receivedOn: `2030-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      funds: i % 3 ? ['General'] : ['Missions', 'Building fund for the new hall'],
      amount: { minor: 1_000 + i * 37, currency: 'EUR' },
      deductible: { minor: 1_000 + i * 37, currency: 'EUR' },
      method: i % 2 ? 'card' : 'cheque',
    });
    const gifts = Array.from({ length: 80 }, (_, i) => gift(i));
    const corrected: StatementContent = {
      ...content,
      language: 'fr',
      currency: 'EUR',
      donor: { ...content.donor, name: 'Zoë Łukasiewicz' },
      gifts,
      inKind: [{ ...gift(90), method: 'in-kind', inKindDescription: 'Piano, upright', chequeNumber: null }],
      totalDeductible: { minor: gifts.reduce((sum, g) => sum + g.deductible.minor, 0), currency: 'EUR' },
      corrects: {
        statementId: '0a1b2c3d-0000-4000-8000-000000000001',
        issuedAt: '2031-01-05T08:00:00.000Z',
        sha256: 'f'.repeat(64),
        added: [gifts[3]],
        removed: [gift(99)],
        previousTotal: { minor: 9_999, currency: 'EUR' },
        total: { minor: gifts.reduce((sum, g) => sum + g.deductible.minor, 0), currency: 'EUR' },
      },
    };
    const pdf = new StatementPdf();
    expect((await pdf.render(content)).sha256).toBe('b0153f12c590270195cfd0c510cfcba965cae9617fd0dc7b2321579580be7edd');
    expect((await pdf.render(corrected)).sha256).toBe('1ed905e636d4122e01c3814abb1899b99287ddf1cdbefddee8f712dcc22294f4');
  });

  it('renders in its compiled worker (as the built app does) the very bytes it renders on the event loop', async () => {
    // The app renders on worker threads; under ts-jest the sources have no worker to run, so the build's is used.
    const script = join(__dirname, '../../../../../dist/modules/giving/statements/pdf/statement-pdf.worker.js');
    if (!existsSync(script)) throw new Error(`${script} is missing: npm test builds the backend before it runs jest ("npm run build -w backend")`);
    const pool = new WorkerPool<StatementContent, RenderedStatement>(script, { size: 2 });
    try {
      const variants = Array.from({ length: 6 }, (_, i) => ({ ...content, issuedAt: `2031-01-1${i}T09:00:00.000Z` }));
      const inWorkers = await Promise.all(variants.map((variant) => pool.run(variant)));
      const onLoop = await Promise.all(variants.map((variant) => renderStatement(variant)));
      expect(inWorkers.map((r) => r.sha256)).toEqual(onLoop.map((r) => r.sha256));
      inWorkers.forEach((rendered, i) => expect(Buffer.compare(Buffer.from(rendered.bytes), onLoop[i].bytes)).toBe(0));
      expect(new Set(onLoop.map((r) => r.sha256)).size).toBe(6);
    } finally {
      await pool.close();
    }
  });

  it("writes amounts and dates in the donor's language with what the standard fonts can print", () => {
    // Intl keeps a no-break space (in the fonts' Windows-1252) before the currency sign in French and German.
    const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(spaced(pdfMoney({ minor: 123_456, currency: 'EUR' }, 'fr'))).toBe('1 234,56 €');
    expect(spaced(pdfMoney({ minor: 123_456, currency: 'USD' }, 'de'))).toBe('1.234,56 $');
    expect(pdfMoney({ minor: 123_456, currency: 'USD' }, 'ar')).toMatch(/^[\x20-\xff]+$/);
    expect(spaced(pdfMoney({ minor: 5_000, currency: 'KRW' }, 'ko'))).toBe('KRW 5,000');
    expect(pdfDate('2030-05-17', 'es')).toBe('17 may 2030');
    expect(pdfDate('2030-05-17', 'zh')).toBe('2030-05-17');
  });
});
