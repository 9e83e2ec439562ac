import type { StatementContent } from '../domain/statement.events';
import { StatementPdf } from './statement-pdf.service';
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
