import type { Language } from '@koinonia/contracts';

/** The words of a gift's receipt email, per language ({{name}}, {{church}}, {{amount}}, {{date}}, {{number}}, {{deductible}}). */
export interface ReceiptMailWords {
  subject: string;
  greeting: string;
  body: string;
  deductible: string;
  attached: string;
  footer: string;
}

export const RECEIPT_MAIL_WORDS: Record<Language, ReceiptMailWords> = {
  en: {
    subject: 'Your receipt {{number}} from {{church}}',
    greeting: 'Hello {{name}},',
    body: 'Thank you for your gift of {{amount}}, received on {{date}}.',
    deductible: 'Tax-deductible amount: {{deductible}}.',
    attached: 'Your receipt {{number}} is attached as a PDF.',
    footer: 'Sent by {{church}} through Koinonia.',
  },
  es: {
    subject: 'Su recibo {{number}} de {{church}}',
    greeting: 'Hola, {{name}}:',
    body: 'Gracias por su donativo de {{amount}}, recibido el {{date}}.',
    deductible: 'Importe deducible: {{deductible}}.',
    attached: 'Adjuntamos su recibo {{number}} en PDF.',
    footer: 'Enviado por {{church}} a través de Koinonia.',
  },
  fr: {
    subject: 'Votre reçu {{number}} de {{church}}',
    greeting: 'Bonjour {{name}},',
    body: 'Merci pour votre don de {{amount}}, reçu le {{date}}.',
    deductible: 'Montant déductible : {{deductible}}.',
    attached: 'Votre reçu {{number}} est joint en PDF.',
    footer: 'Envoyé par {{church}} via Koinonia.',
  },
  de: {
    subject: 'Ihre Zuwendungsbestätigung {{number}} von {{church}}',
    greeting: 'Hallo {{name}},',
    body: 'Vielen Dank für Ihre Spende über {{amount}}, eingegangen am {{date}}.',
    deductible: 'Steuerlich absetzbarer Betrag: {{deductible}}.',
    attached: 'Ihre Bestätigung {{number}} finden Sie als PDF im Anhang.',
    footer: 'Gesendet von {{church}} über Koinonia.',
  },
  pt: {
    subject: 'Seu recibo {{number}} de {{church}}',
    greeting: 'Olá, {{name}},',
    body: 'Obrigado pela sua doação de {{amount}}, recebida em {{date}}.',
    deductible: 'Valor dedutível: {{deductible}}.',
    attached: 'Seu recibo {{number}} segue anexo em PDF.',
    footer: 'Enviado por {{church}} pelo Koinonia.',
  },
  zh: {
    subject: '{{church}} 的奉献收据 {{number}}',
    greeting: '{{name}}，您好：',
    body: '感谢您于 {{date}} 奉献 {{amount}}。',
    deductible: '可抵税金额：{{deductible}}。',
    attached: '您的收据 {{number}} 已作为 PDF 附上。',
    footer: '由 {{church}} 通过 Koinonia 发送。',
  },
  ar: {
    subject: 'إيصالك {{number}} من {{church}}',
    greeting: 'مرحبًا {{name}}،',
    body: 'شكرًا لك على تبرعك بمبلغ {{amount}}، الذي استُلم في {{date}}.',
    deductible: 'المبلغ القابل للخصم الضريبي: {{deductible}}.',
    attached: 'إيصالك {{number}} مرفق بصيغة PDF.',
    footer: 'أرسلته {{church}} عبر Koinonia.',
  },
  hi: {
    subject: '{{church}} से आपकी रसीद {{number}}',
    greeting: 'नमस्ते {{name}},',
    body: '{{date}} को प्राप्त आपके {{amount}} के दान के लिए धन्यवाद।',
    deductible: 'कर-कटौती योग्य राशि: {{deductible}}।',
    attached: 'आपकी रसीद {{number}} PDF के रूप में संलग्न है।',
    footer: '{{church}} द्वारा Koinonia के माध्यम से भेजा गया।',
  },
  sw: {
    subject: 'Risiti yako {{number}} kutoka {{church}}',
    greeting: 'Habari {{name}},',
    body: 'Asante kwa sadaka yako ya {{amount}}, iliyopokelewa tarehe {{date}}.',
    deductible: 'Kiasi kinachokatwa kodi: {{deductible}}.',
    attached: 'Risiti yako {{number}} imeambatishwa kama PDF.',
    footer: 'Imetumwa na {{church}} kupitia Koinonia.',
  },
  ko: {
    subject: '{{church}}의 헌금 영수증 {{number}}',
    greeting: '{{name}}님, 안녕하십니까.',
    body: '{{date}}에 받은 {{amount}}의 헌금에 감사드립니다.',
    deductible: '세금 공제 가능 금액: {{deductible}}.',
    attached: '영수증 {{number}}을(를) PDF로 첨부합니다.',
    footer: '{{church}}에서 Koinonia를 통해 보냈습니다.',
  },
};
