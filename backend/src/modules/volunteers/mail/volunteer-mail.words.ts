import type { Language } from '@koinonia/contracts';

/** The words of the volunteer emails, per language ({{name}}, {{position}}, {{event}}, {{when}}, {{church}}). */
export interface VolunteerMailWords {
  greeting: string;
  assigned: { subject: string; body: string };
  signedUp: { subject: string; body: string };
  reminder: { subject: string; body: string };
  /** The occurrence moved: {{when}} is the new time. */
  moved: { subject: string; body: string };
  cancelled: { subject: string; body: string };
  ask: string;
  confirm: string;
  decline: string;
  footer: string;
}

export const VOLUNTEER_MAIL_WORDS: Record<Language, VolunteerMailWords> = {
  en: {
    greeting: 'Hello {{name}},',
    assigned: { subject: 'You are scheduled: {{position}} at {{event}}', body: 'You have been scheduled to serve as {{position}} at {{event}} on {{when}}.' },
    signedUp: { subject: 'You signed up: {{position}} at {{event}}', body: 'Thank you for signing up to serve as {{position}} at {{event}} on {{when}}.' },
    reminder: { subject: 'Reminder: {{position}} at {{event}}', body: 'A reminder that you are serving as {{position}} at {{event}} on {{when}}.' },
    moved: { subject: 'New time: {{position}} at {{event}}', body: '{{event}} has moved: you now serve as {{position}} on {{when}}.' },
    cancelled: {
      subject: 'Cancelled: {{position}} at {{event}}',
      body: '{{event}} on {{when}} is cancelled, so you are no longer needed as {{position}} then. Thank you for being willing to serve.',
    },
    ask: 'Please let us know whether you can serve:',
    confirm: 'Confirm',
    decline: 'Decline',
    footer: 'Sent by {{church}} through Koinonia.',
  },
  es: {
    greeting: 'Hola, {{name}}:',
    assigned: { subject: 'Está programado: {{position}} en {{event}}', body: 'Se le ha programado para servir como {{position}} en {{event}} el {{when}}.' },
    signedUp: { subject: 'Se ha inscrito: {{position}} en {{event}}', body: 'Gracias por inscribirse para servir como {{position}} en {{event}} el {{when}}.' },
    reminder: { subject: 'Recordatorio: {{position}} en {{event}}', body: 'Le recordamos que sirve como {{position}} en {{event}} el {{when}}.' },
    moved: { subject: 'Nueva hora: {{position}} en {{event}}', body: '{{event}} ha cambiado: ahora sirve como {{position}} el {{when}}.' },
    cancelled: {
      subject: 'Cancelado: {{position}} en {{event}}',
      body: '{{event}} del {{when}} se ha cancelado, así que ya no se le necesita como {{position}} ese día. Gracias por su disposición a servir.',
    },
    ask: 'Indíquenos si puede servir:',
    confirm: 'Confirmar',
    decline: 'Rechazar',
    footer: 'Enviado por {{church}} a través de Koinonia.',
  },
  fr: {
    greeting: 'Bonjour {{name}},',
    assigned: { subject: 'Vous êtes au planning : {{position}} à {{event}}', body: 'Vous êtes prévu(e) comme {{position}} à {{event}} le {{when}}.' },
    signedUp: { subject: 'Inscription : {{position}} à {{event}}', body: 'Merci de vous être inscrit(e) comme {{position}} à {{event}} le {{when}}.' },
    reminder: { subject: 'Rappel : {{position}} à {{event}}', body: 'Pour rappel, vous servez comme {{position}} à {{event}} le {{when}}.' },
    moved: { subject: 'Nouvel horaire : {{position}} à {{event}}', body: '{{event}} a été déplacé : vous servez désormais comme {{position}} le {{when}}.' },
    cancelled: {
      subject: 'Annulé : {{position}} à {{event}}',
      body: "{{event}} du {{when}} est annulé : vous n'êtes donc plus attendu(e) comme {{position}}. Merci de votre disponibilité.",
    },
    ask: 'Merci de nous dire si vous pouvez servir :',
    confirm: 'Confirmer',
    decline: 'Décliner',
    footer: 'Envoyé par {{church}} via Koinonia.',
  },
  de: {
    greeting: 'Hallo {{name}},',
    assigned: { subject: 'Sie sind eingeteilt: {{position}} bei {{event}}', body: 'Sie sind am {{when}} bei {{event}} als {{position}} eingeteilt.' },
    signedUp: {
      subject: 'Sie haben sich eingetragen: {{position}} bei {{event}}',
      body: 'Danke, dass Sie sich am {{when}} bei {{event}} als {{position}} eingetragen haben.',
    },
    reminder: { subject: 'Erinnerung: {{position}} bei {{event}}', body: 'Zur Erinnerung: Sie dienen am {{when}} bei {{event}} als {{position}}.' },
    moved: { subject: 'Neuer Termin: {{position}} bei {{event}}', body: '{{event}} wurde verschoben: Sie dienen jetzt am {{when}} als {{position}}.' },
    cancelled: {
      subject: 'Abgesagt: {{position}} bei {{event}}',
      body: '{{event}} am {{when}} fällt aus, Sie werden dort also nicht als {{position}} gebraucht. Danke für Ihre Bereitschaft zu dienen.',
    },
    ask: 'Bitte teilen Sie uns mit, ob Sie dienen können:',
    confirm: 'Zusagen',
    decline: 'Absagen',
    footer: 'Gesendet von {{church}} über Koinonia.',
  },
  pt: {
    greeting: 'Olá, {{name}},',
    assigned: { subject: 'Você está na escala: {{position}} em {{event}}', body: 'Você foi escalado para servir como {{position}} em {{event}} em {{when}}.' },
    signedUp: {
      subject: 'Você se inscreveu: {{position}} em {{event}}',
      body: 'Obrigado por se inscrever para servir como {{position}} em {{event}} em {{when}}.',
    },
    reminder: { subject: 'Lembrete: {{position}} em {{event}}', body: 'Lembrete: você serve como {{position}} em {{event}} em {{when}}.' },
    moved: { subject: 'Novo horário: {{position}} em {{event}}', body: '{{event}} mudou: agora você serve como {{position}} em {{when}}.' },
    cancelled: {
      subject: 'Cancelado: {{position}} em {{event}}',
      body: '{{event}} de {{when}} foi cancelado, então você não é mais necessário como {{position}} nessa data. Obrigado pela disposição em servir.',
    },
    ask: 'Diga-nos se você pode servir:',
    confirm: 'Confirmar',
    decline: 'Recusar',
    footer: 'Enviado por {{church}} pelo Koinonia.',
  },
  zh: {
    greeting: '{{name}}，您好：',
    assigned: { subject: '您已被排班：{{event}} 的 {{position}}', body: '您已被安排在 {{when}} 的 {{event}} 担任 {{position}}。' },
    signedUp: { subject: '您已报名：{{event}} 的 {{position}}', body: '感谢您报名在 {{when}} 的 {{event}} 担任 {{position}}。' },
    reminder: { subject: '提醒：{{event}} 的 {{position}}', body: '提醒您：您将在 {{when}} 的 {{event}} 担任 {{position}}。' },
    moved: { subject: '时间变更：{{event}} 的 {{position}}', body: '{{event}} 已改期：您现在于 {{when}} 担任 {{position}}。' },
    cancelled: { subject: '已取消：{{event}} 的 {{position}}', body: '{{when}} 的 {{event}} 已取消，届时无需您担任 {{position}}。感谢您愿意服侍。' },
    ask: '请告诉我们您是否能够服侍：',
    confirm: '确认',
    decline: '谢绝',
    footer: '由 {{church}} 通过 Koinonia 发送。',
  },
  ar: {
    greeting: 'مرحبًا \u2068{{name}}\u2069،',
    assigned: {
      subject: 'أنت في الجدول: \u2068{{position}}\u2069 في \u2068{{event}}\u2069',
      body: 'تم تعيينك للخدمة بصفة \u2068{{position}}\u2069 في \u2068{{event}}\u2069 يوم \u2068{{when}}\u2069.',
    },
    signedUp: {
      subject: 'سجّلت: \u2068{{position}}\u2069 في \u2068{{event}}\u2069',
      body: 'شكرًا لتسجيلك للخدمة بصفة \u2068{{position}}\u2069 في \u2068{{event}}\u2069 يوم \u2068{{when}}\u2069.',
    },
    reminder: {
      subject: 'تذكير: \u2068{{position}}\u2069 في \u2068{{event}}\u2069',
      body: 'نذكّرك بأنك تخدم بصفة \u2068{{position}}\u2069 في \u2068{{event}}\u2069 يوم \u2068{{when}}\u2069.',
    },
    moved: {
      subject: 'موعد جديد: \u2068{{position}}\u2069 في \u2068{{event}}\u2069',
      body: 'تغيّر موعد \u2068{{event}}\u2069: ستخدم الآن بصفة \u2068{{position}}\u2069 يوم \u2068{{when}}\u2069.',
    },
    cancelled: {
      subject: 'أُلغي: \u2068{{position}}\u2069 في \u2068{{event}}\u2069',
      body: 'أُلغي \u2068{{event}}\u2069 يوم \u2068{{when}}\u2069، فلم تعد هناك حاجة إلى خدمتك بصفة \u2068{{position}}\u2069. شكرًا لاستعدادك للخدمة.',
    },
    ask: 'أخبرنا من فضلك إن كنت تستطيع الخدمة:',
    confirm: 'تأكيد',
    decline: 'اعتذار',
    footer: 'أرسلتها \u2068{{church}}\u2069 عبر Koinonia.',
  },
  hi: {
    greeting: 'नमस्ते {{name}},',
    assigned: { subject: 'आपकी सेवा तय है: {{event}} में {{position}}', body: 'आपको {{when}} को {{event}} में {{position}} के रूप में सेवा के लिए तय किया गया है।' },
    signedUp: { subject: 'आपने नाम लिखाया: {{event}} में {{position}}', body: '{{when}} को {{event}} में {{position}} के रूप में सेवा के लिए नाम लिखाने का धन्यवाद।' },
    reminder: { subject: 'याद दिलाना: {{event}} में {{position}}', body: 'याद दिला दें कि आप {{when}} को {{event}} में {{position}} के रूप में सेवा कर रहे हैं।' },
    moved: { subject: 'नया समय: {{event}} में {{position}}', body: '{{event}} का समय बदल गया है: अब आप {{when}} को {{position}} के रूप में सेवा करेंगे।' },
    cancelled: {
      subject: 'रद्द: {{event}} में {{position}}',
      body: '{{when}} का {{event}} रद्द हो गया है, इसलिए तब {{position}} के रूप में आपकी आवश्यकता नहीं है। सेवा के लिए तैयार रहने का धन्यवाद।',
    },
    ask: 'कृपया बताएँ कि क्या आप सेवा कर सकते हैं:',
    confirm: 'पुष्टि करें',
    decline: 'मना करें',
    footer: '{{church}} द्वारा Koinonia से भेजा गया।',
  },
  sw: {
    greeting: 'Habari {{name}},',
    assigned: { subject: 'Umepangwa: {{position}} katika {{event}}', body: 'Umepangwa kuhudumu kama {{position}} katika {{event}} tarehe {{when}}.' },
    signedUp: {
      subject: 'Umejiandikisha: {{position}} katika {{event}}',
      body: 'Asante kwa kujiandikisha kuhudumu kama {{position}} katika {{event}} tarehe {{when}}.',
    },
    reminder: {
      subject: 'Kikumbusho: {{position}} katika {{event}}',
      body: 'Tunakukumbusha kwamba unahudumu kama {{position}} katika {{event}} tarehe {{when}}.',
    },
    moved: { subject: 'Muda mpya: {{position}} katika {{event}}', body: '{{event}} imehamishwa: sasa unahudumu kama {{position}} tarehe {{when}}.' },
    cancelled: {
      subject: 'Imefutwa: {{position}} katika {{event}}',
      body: '{{event}} ya tarehe {{when}} imefutwa, kwa hiyo huhitajiki tena kama {{position}} siku hiyo. Asante kwa utayari wako kuhudumu.',
    },
    ask: 'Tafadhali tujulishe kama unaweza kuhudumu:',
    confirm: 'Thibitisha',
    decline: 'Kataa',
    footer: 'Imetumwa na {{church}} kupitia Koinonia.',
  },
  ko: {
    greeting: '{{name}} 님, 안녕하십니까.',
    assigned: { subject: '봉사 일정이 잡혔습니다: {{event}} {{position}}', body: '{{when}} {{event}}에서 {{position}}(으)로 섬기도록 일정이 잡혔습니다.' },
    signedUp: {
      subject: '봉사를 신청하셨습니다: {{event}} {{position}}',
      body: '{{when}} {{event}}에서 {{position}}(으)로 섬기겠다고 신청해 주셔서 감사합니다.',
    },
    reminder: { subject: '알림: {{event}} {{position}}', body: '{{when}} {{event}}에서 {{position}}(으)로 섬기시는 것을 알려 드립니다.' },
    moved: { subject: '일정 변경: {{event}} {{position}}', body: '{{event}} 일정이 변경되었습니다: 이제 {{when}}에 {{position}}(으)로 섬깁니다.' },
    cancelled: {
      subject: '취소: {{event}} {{position}}',
      body: '{{when}} {{event}}이(가) 취소되어 그때 {{position}}(으)로 섬기지 않으셔도 됩니다. 섬기려 해 주셔서 감사합니다.',
    },
    ask: '섬기실 수 있는지 알려 주십시오:',
    confirm: '확인',
    decline: '거절',
    footer: '{{church}}에서 Koinonia를 통해 보냈습니다.',
  },
};
