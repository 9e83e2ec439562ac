import type { Language } from '@koinonia/contracts';

/**
 * The wait-list email's words in each interface language (placeholders filled, and escaped for
 * HTML, by the template). Spanish, French and German address the reader formally, Portuguese is
 * Brazilian, Korean uses 합니다체; in Arabic the event's name and time sit in Unicode isolates.
 */
export interface RegistrationMailWords {
  /** `{{event}}` */
  subject: string;
  /** `{{name}}` */
  greeting: string;
  /** `{{event}}`, `{{time}}` */
  promoted: string;
  /** `{{church}}` */
  footer: string;
}

export const REGISTRATION_MAIL_WORDS: Record<Language, RegistrationMailWords> = {
  en: {
    subject: 'You have a place at {{event}}',
    greeting: 'Hello {{name}},',
    promoted:
      'A place came free at {{event}} on {{time}}, and you were next on the wait list: you are registered now. If you can no longer come, please cancel so the next person can have it.',
    footer: 'Sent by {{church}} because you were on the wait list.',
  },
  es: {
    subject: 'Tiene un lugar en {{event}}',
    greeting: 'Hola, {{name}}:',
    promoted:
      'Se liberó un lugar en {{event}} el {{time}} y usted era el siguiente en la lista de espera: ahora está inscrito. Si ya no puede asistir, cancele su inscripción para que otra persona pueda ocupar el lugar.',
    footer: 'Enviado por {{church}} porque usted estaba en la lista de espera.',
  },
  fr: {
    subject: 'Vous avez une place pour {{event}}',
    greeting: 'Bonjour {{name}},',
    promoted:
      'Une place s’est libérée pour {{event}} le {{time}} et vous étiez le prochain sur la liste d’attente : vous êtes maintenant inscrit. Si vous ne pouvez plus venir, veuillez annuler afin que la personne suivante puisse en profiter.',
    footer: 'Envoyé par {{church}} parce que vous étiez sur la liste d’attente.',
  },
  de: {
    subject: 'Sie haben einen Platz bei {{event}}',
    greeting: 'Hallo {{name}},',
    promoted:
      'Bei {{event}} am {{time}} ist ein Platz frei geworden, und Sie waren als Nächstes auf der Warteliste: Sie sind jetzt angemeldet. Wenn Sie nicht mehr kommen können, sagen Sie bitte ab, damit die nächste Person den Platz bekommt.',
    footer: 'Gesendet von {{church}}, weil Sie auf der Warteliste standen.',
  },
  pt: {
    subject: 'Você tem uma vaga em {{event}}',
    greeting: 'Olá, {{name}},',
    promoted:
      'Abriu uma vaga em {{event}} em {{time}} e você era o próximo da lista de espera: agora você está inscrito. Se não puder mais ir, cancele para que a próxima pessoa fique com a vaga.',
    footer: 'Enviado por {{church}} porque você estava na lista de espera.',
  },
  zh: {
    subject: '您在{{event}}有名额了',
    greeting: '{{name}}，您好：',
    promoted: '{{event}}（{{time}}）空出了一个名额，您是候补名单上的下一位：您现在已报名成功。如果您无法参加，请取消报名，以便下一位可以参加。',
    footer: '由{{church}}发送，因为您在候补名单上。',
  },
  ar: {
    subject: 'أصبح لك مكان في \u2068{{event}}\u2069',
    greeting: 'مرحبًا \u2068{{name}}\u2069،',
    promoted:
      'تفرّغ مكان في \u2068{{event}}\u2069 بتاريخ \u2068{{time}}\u2069، وكنت التالي في قائمة الانتظار: أصبحت مسجَّلًا الآن. إذا لم تعد تستطيع الحضور، فيُرجى إلغاء تسجيلك ليحصل التالي على المكان.',
    footer: 'أرسلته \u2068{{church}}\u2069 لأنك كنت في قائمة الانتظار.',
  },
  hi: {
    subject: '{{event}} में आपको जगह मिल गई',
    greeting: 'नमस्ते {{name}},',
    promoted:
      '{{event}} ({{time}}) में एक जगह खाली हुई और प्रतीक्षा सूची में अगला नाम आपका था: अब आप पंजीकृत हैं। यदि आप अब नहीं आ सकते, तो कृपया पंजीकरण रद्द करें ताकि अगले व्यक्ति को जगह मिल सके।',
    footer: '{{church}} द्वारा भेजा गया, क्योंकि आप प्रतीक्षा सूची में थे।',
  },
  sw: {
    subject: 'Umepata nafasi katika {{event}}',
    greeting: 'Habari {{name}},',
    promoted:
      'Nafasi imepatikana katika {{event}} tarehe {{time}}, na wewe ndiye uliyefuata kwenye orodha ya kusubiri: sasa umesajiliwa. Ikiwa huwezi kuja tena, tafadhali ghairi ili mtu anayefuata apate nafasi hiyo.',
    footer: 'Imetumwa na {{church}} kwa sababu ulikuwa kwenye orodha ya kusubiri.',
  },
  ko: {
    subject: '{{event}}에 자리가 생겼습니다',
    greeting: '{{name}}님, 안녕하십니까.',
    promoted:
      '{{time}}에 열리는 {{event}}에 자리가 생겼고, 대기자 명단의 다음 순서가 회원님이었습니다. 이제 등록되었습니다. 참석할 수 없게 되면 다음 분이 자리를 얻을 수 있도록 등록을 취소해 주십시오.',
    footer: '대기자 명단에 계셨기 때문에 {{church}}에서 보낸 메일입니다.',
  },
};
