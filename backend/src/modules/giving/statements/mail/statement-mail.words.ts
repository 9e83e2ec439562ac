import type { Language } from '@koinonia/contracts';

interface StatementMailWords {
  subject: (year: number, church: string) => string;
  greeting: (name: string) => string;
  body: (year: number) => string;
  closing: string;
}

/** The email a statement goes out with, in the donor's language; the statement itself is the attached PDF. */
export const STATEMENT_MAIL_WORDS: Record<Language, StatementMailWords> = {
  en: {
    subject: (year, church) => `Your ${year} giving statement from ${church}`,
    greeting: (name) => `Dear ${name},`,
    body: (year) => `Thank you for your generosity. Your giving statement for ${year} is attached; please keep it for your tax records.`,
    closing: 'With gratitude,',
  },
  es: {
    subject: (year, church) => `Su estado de donaciones de ${year} de ${church}`,
    greeting: (name) => `Estimado/a ${name}:`,
    body: (year) => `Gracias por su generosidad. Adjuntamos su estado de donaciones de ${year}; consérvelo para su declaración de impuestos.`,
    closing: 'Con gratitud,',
  },
  fr: {
    subject: (year, church) => `Votre relevé de dons ${year} de ${church}`,
    greeting: (name) => `Cher/Chère ${name},`,
    body: (year) => `Merci de votre générosité. Vous trouverez ci-joint votre relevé de dons pour ${year} ; conservez-le pour votre déclaration fiscale.`,
    closing: 'Avec reconnaissance,',
  },
  de: {
    subject: (year, church) => `Ihre Zuwendungsbestätigung ${year} von ${church}`,
    greeting: (name) => `Liebe/r ${name},`,
    body: (year) => `Vielen Dank für Ihre Großzügigkeit. Anbei Ihre Aufstellung der Spenden für ${year}; bitte bewahren Sie sie für Ihre Steuerunterlagen auf.`,
    closing: 'Mit Dank,',
  },
  pt: {
    subject: (year, church) => `Seu extrato de doações de ${year} da ${church}`,
    greeting: (name) => `Prezado(a) ${name},`,
    body: (year) => `Obrigado pela sua generosidade. Segue em anexo o seu extrato de doações de ${year}; guarde-o para a sua declaração de impostos.`,
    closing: 'Com gratidão,',
  },
  zh: {
    subject: (year, church) => `${church}：您的${year}年度奉献明细`,
    greeting: (name) => `${name}，您好：`,
    body: (year) => `感谢您的慷慨奉献。附件是您${year}年度的奉献明细，请妥善保存以备报税之用。`,
    closing: '满怀感恩，',
  },
  ar: {
    subject: (year, church) => `كشف تبرعاتك لعام ${year} من ${church}`,
    greeting: (name) => `عزيزي/عزيزتي ${name}،`,
    body: (year) => `شكرًا لكرمك. مرفق كشف تبرعاتك لعام ${year}؛ يُرجى الاحتفاظ به لسجلاتك الضريبية.`,
    closing: 'مع الامتنان،',
  },
  hi: {
    subject: (year, church) => `${church} से आपका ${year} का दान विवरण`,
    greeting: (name) => `प्रिय ${name},`,
    body: (year) => `आपकी उदारता के लिए धन्यवाद। ${year} का आपका दान विवरण संलग्न है; कृपया इसे अपने कर अभिलेखों के लिए रखें।`,
    closing: 'आभार सहित,',
  },
  sw: {
    subject: (year, church) => `Taarifa yako ya matoleo ya ${year} kutoka ${church}`,
    greeting: (name) => `Mpendwa ${name},`,
    body: (year) => `Asante kwa ukarimu wako. Taarifa yako ya matoleo ya ${year} imeambatishwa; tafadhali itunze kwa kumbukumbu zako za kodi.`,
    closing: 'Kwa shukrani,',
  },
  ko: {
    subject: (year, church) => `${church}의 ${year}년 헌금 내역서`,
    greeting: (name) => `${name}님께,`,
    body: (year) => `너그러운 헌금에 감사드립니다. ${year}년 헌금 내역서를 첨부해 드립니다. 세금 신고를 위해 보관해 주십시오.`,
    closing: '감사의 마음을 담아,',
  },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function statementMail(language: Language, year: number, church: string, name: string): { subject: string; text: string; html: string } {
  const words = STATEMENT_MAIL_WORDS[language];
  const lines = [words.greeting(name), words.body(year), `${words.closing}\n${church}`];
  const dir = language === 'ar' ? ' dir="rtl"' : '';
  return {
    subject: words.subject(year, church),
    text: lines.join('\n\n'),
    html: `<div lang="${language}"${dir}>${lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('')}</div>`,
  };
}
