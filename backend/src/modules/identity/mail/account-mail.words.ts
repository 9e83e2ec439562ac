import type { Language } from '@koinonia/contracts';

/**
 * The words of the account emails in each interface language. Placeholders (`{{name}}`) are
 * filled by the templates, which escape them for HTML. Spanish, French and German address the
 * reader formally, Portuguese is Brazilian, Korean uses 합니다체; the terms follow the interface
 * (auth and users namespaces). In Arabic, names, the church's name, the date and the zone sit in
 * Unicode isolates so Latin text and digits do not reorder the sentence; links stay outside
 * them so a mail app's link detection never takes the marks in.
 */
export interface AccountMailWords {
  /** `{{name}}`: the reader's display name. */
  greeting: string;
  /** Above the link written out, for mail apps that show no button. */
  buttonFallback: string;
  /** `{{time}}`: the date and time in the church's zone; `{{zone}}`: the zone's name. */
  timeWithZone: string;
  invitation: {
    /** `{{church}}` */
    subject: string;
    /** `{{inviter}}`, `{{church}}` */
    invitedBy: string;
    /** `{{church}}`: when the inviter is not known. */
    invited: string;
    /** `{{expiry}}` */
    choosePassword: string;
    action: string;
    /** `{{link}}`: the plain-text body's line with the link. */
    textLink: string;
    footer: string;
  };
  passwordReset: {
    subject: string;
    /** `{{church}}` */
    requested: string;
    /** `{{expiry}}` */
    chooseNew: string;
    action: string;
    /** `{{link}}` */
    textLink: string;
    footer: string;
  };
  /** After a lockout: what happened, and a link that lifts it. */
  unlock: {
    subject: string;
    /** `{{attempts}}`, `{{church}}`, `{{source}}` (an address, or an IPv6 /64), `{{until}}`: sign-ins from there paused. */
    fromSource: string;
    /** `{{attempts}}`, `{{church}}`, `{{until}}`: every sign-in paused. */
    everywhere: string;
    /** `{{expiry}}` */
    unlockNow: string;
    action: string;
    /** `{{link}}` */
    textLink: string;
    footer: string;
  };
}

export const ACCOUNT_MAIL_WORDS: Record<Language, AccountMailWords> = {
  en: {
    greeting: 'Hello {{name}},',
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'You are invited to {{church}} on Koinonia',
      invitedBy: '{{inviter}} has invited you to {{church}} on Koinonia, the app your church uses for its members, care and events.',
      invited: 'You have been invited to {{church}} on Koinonia, the app your church uses for its members, care and events.',
      choosePassword: 'Choose a password to open your account. The link works until {{expiry}} and only once.',
      action: 'Accept the invitation',
      textLink: 'Accept the invitation: {{link}}',
      footer: 'If you did not expect this invitation, you can ignore this email: no account is opened until you choose a password.',
    },
    passwordReset: {
      subject: 'Reset your Koinonia password',
      requested: 'Someone asked to reset the password of your {{church}} account on Koinonia.',
      chooseNew:
        'Choose a new password with the link below. It works until {{expiry}} and only once. Saving the new password signs your account out everywhere.',
      action: 'Choose a new password',
      textLink: 'Reset your password: {{link}}',
      footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    unlock: {
      subject: 'Failed sign-ins to your Koinonia account',
      fromSource:
        'There were {{attempts}} failed attempts to sign in to your {{church}} account on Koinonia from the internet address {{source}}. To protect your account, sign-ins from that address are paused until {{until}}. You can still sign in from anywhere else.',
      everywhere:
        'There were {{attempts}} failed attempts to sign in to your {{church}} account on Koinonia from several addresses. To protect your account, all sign-ins are paused until {{until}}.',
      unlockNow: 'If it was you, you can unlock your account now with the link below. It works until {{expiry}} and only once.',
      action: 'Unlock my account',
      textLink: 'Unlock your account: {{link}}',
      footer: 'If it was not you, your account is safe: none of these attempts got in. If you use this password anywhere else, consider changing it.',
    },
  },
  es: {
    greeting: 'Hola, {{name}}:',
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Invitación a {{church}} en Koinonia',
      invitedBy:
        '{{inviter}} le ha invitado a unirse a {{church}} en Koinonia, la aplicación que su iglesia utiliza para sus miembros, la atención pastoral y los eventos.',
      invited:
        'Ha recibido una invitación para unirse a {{church}} en Koinonia, la aplicación que su iglesia utiliza para sus miembros, la atención pastoral y los eventos.',
      choosePassword: 'Elija una contraseña para abrir su cuenta. El enlace es válido hasta el {{expiry}} y solo se puede usar una vez.',
      action: 'Aceptar la invitación',
      textLink: 'Aceptar la invitación: {{link}}',
      footer: 'Si no esperaba esta invitación, puede ignorar este correo: no se abrirá ninguna cuenta hasta que elija una contraseña.',
    },
    passwordReset: {
      subject: 'Restablezca su contraseña de Koinonia',
      requested: 'Alguien ha solicitado restablecer la contraseña de su cuenta de {{church}} en Koinonia.',
      chooseNew:
        'Elija una contraseña nueva con el enlace de abajo. Es válido hasta el {{expiry}} y solo se puede usar una vez. Al guardar la contraseña nueva, se cerrarán todas las sesiones de su cuenta.',
      action: 'Elegir una contraseña nueva',
      textLink: 'Restablecer la contraseña: {{link}}',
      footer: 'Si no lo ha solicitado usted, ignore este correo: su contraseña seguirá siendo la misma.',
    },
    unlock: {
      subject: 'Intentos fallidos de iniciar sesión en su cuenta de Koinonia',
      fromSource:
        'Hubo {{attempts}} intentos fallidos de iniciar sesión en su cuenta de {{church}} en Koinonia desde la dirección de internet {{source}}. Para proteger su cuenta, los inicios de sesión desde esa dirección quedan en pausa hasta el {{until}}. Puede seguir iniciando sesión desde cualquier otro lugar.',
      everywhere:
        'Hubo {{attempts}} intentos fallidos de iniciar sesión en su cuenta de {{church}} en Koinonia desde varias direcciones. Para proteger su cuenta, todos los inicios de sesión quedan en pausa hasta el {{until}}.',
      unlockNow: 'Si fue usted, puede desbloquear su cuenta ahora con el enlace de abajo. Es válido hasta el {{expiry}} y solo se puede usar una vez.',
      action: 'Desbloquear mi cuenta',
      textLink: 'Desbloquear su cuenta: {{link}}',
      footer: 'Si no fue usted, su cuenta está a salvo: ninguno de esos intentos logró entrar. Si usa esta contraseña en otros sitios, considere cambiarla.',
    },
  },
  fr: {
    greeting: 'Bonjour {{name}},',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Invitation à rejoindre {{church}} sur Koinonia',
      invitedBy:
        '{{inviter}} vous invite à rejoindre {{church}} sur Koinonia, l’application que votre Église utilise pour ses membres, l’accompagnement pastoral et les événements.',
      invited:
        'Vous avez reçu une invitation à rejoindre {{church}} sur Koinonia, l’application que votre Église utilise pour ses membres, l’accompagnement pastoral et les événements.',
      choosePassword: 'Choisissez un mot de passe pour ouvrir votre compte. Le lien est valable jusqu’au {{expiry}}, une seule fois.',
      action: 'Accepter l’invitation',
      textLink: 'Accepter l’invitation\u00a0: {{link}}',
      footer:
        'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail\u00a0: aucun compte n’est ouvert tant que vous n’avez pas choisi de mot de passe.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Koinonia',
      requested: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {{church}} sur Koinonia.',
      chooseNew:
        'Choisissez un nouveau mot de passe avec le lien ci-dessous. Il est valable jusqu’au {{expiry}}, une seule fois. Enregistrer le nouveau mot de passe déconnecte votre compte partout.',
      action: 'Choisir un nouveau mot de passe',
      textLink: 'Réinitialiser votre mot de passe\u00a0: {{link}}',
      footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
    },
    unlock: {
      subject: 'Tentatives de connexion échouées sur votre compte Koinonia',
      fromSource:
        '{{attempts}} tentatives de connexion à votre compte {{church}} sur Koinonia ont échoué depuis l’adresse Internet {{source}}. Pour protéger votre compte, les connexions depuis cette adresse sont suspendues jusqu’au {{until}}. Vous pouvez toujours vous connecter depuis n’importe quel autre endroit.',
      everywhere:
        '{{attempts}} tentatives de connexion à votre compte {{church}} sur Koinonia ont échoué depuis plusieurs adresses. Pour protéger votre compte, toutes les connexions sont suspendues jusqu’au {{until}}.',
      unlockNow:
        'Si c’était vous, vous pouvez débloquer votre compte dès maintenant avec le lien ci-dessous. Il est valable jusqu’au {{expiry}}, une seule fois.',
      action: 'Débloquer mon compte',
      textLink: 'Débloquer votre compte\u00a0: {{link}}',
      footer:
        'Si ce n’était pas vous, votre compte est en sécurité\u00a0: aucune de ces tentatives n’a abouti. Si vous utilisez ce mot de passe ailleurs, pensez à le changer.',
    },
  },
  de: {
    greeting: 'Guten Tag {{name}},',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Einladung zu {{church}} auf Koinonia',
      invitedBy:
        '{{inviter}} hat Sie zu {{church}} auf Koinonia eingeladen, der App, die Ihre Gemeinde für ihre Mitglieder, die Seelsorge und Veranstaltungen nutzt.',
      invited: 'Sie wurden zu {{church}} auf Koinonia eingeladen, der App, die Ihre Gemeinde für ihre Mitglieder, die Seelsorge und Veranstaltungen nutzt.',
      choosePassword: 'Wählen Sie ein Passwort, um Ihr Konto zu eröffnen. Der Link ist bis zum {{expiry}} gültig und funktioniert nur einmal.',
      action: 'Einladung annehmen',
      textLink: 'Einladung annehmen: {{link}}',
      footer:
        'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren: Es wird kein Konto eröffnet, solange Sie kein Passwort wählen.',
    },
    passwordReset: {
      subject: 'Setzen Sie Ihr Koinonia-Passwort zurück',
      requested: 'Jemand hat angefordert, das Passwort Ihres Kontos bei {{church}} auf Koinonia zurückzusetzen.',
      chooseNew:
        'Wählen Sie über den Link unten ein neues Passwort. Er ist bis zum {{expiry}} gültig und funktioniert nur einmal. Sobald Sie das neue Passwort speichern, wird Ihr Konto überall abgemeldet.',
      action: 'Neues Passwort wählen',
      textLink: 'Passwort zurücksetzen: {{link}}',
      footer: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    unlock: {
      subject: 'Fehlgeschlagene Anmeldeversuche bei Ihrem Koinonia-Konto',
      fromSource:
        'Von der Internetadresse {{source}} aus sind {{attempts}} Versuche fehlgeschlagen, sich bei Ihrem Konto bei {{church}} auf Koinonia anzumelden. Zum Schutz Ihres Kontos sind Anmeldungen von dieser Adresse bis zum {{until}} ausgesetzt. Von überall sonst können Sie sich weiterhin anmelden.',
      everywhere:
        'Von mehreren Adressen aus sind {{attempts}} Versuche fehlgeschlagen, sich bei Ihrem Konto bei {{church}} auf Koinonia anzumelden. Zum Schutz Ihres Kontos sind alle Anmeldungen bis zum {{until}} ausgesetzt.',
      unlockNow:
        'Falls Sie das waren, können Sie Ihr Konto jetzt über den Link unten entsperren. Er ist bis zum {{expiry}} gültig und funktioniert nur einmal.',
      action: 'Mein Konto entsperren',
      textLink: 'Konto entsperren: {{link}}',
      footer:
        'Falls Sie das nicht waren, ist Ihr Konto sicher: Keiner dieser Versuche war erfolgreich. Falls Sie dieses Passwort auch anderswo verwenden, sollten Sie es ändern.',
    },
  },
  pt: {
    greeting: 'Olá, {{name}},',
    buttonFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Convite para {{church}} no Koinonia',
      invitedBy: '{{inviter}} convidou você para {{church}} no Koinonia, o aplicativo que a sua igreja usa para os membros, o cuidado pastoral e os eventos.',
      invited: 'Você recebeu um convite para {{church}} no Koinonia, o aplicativo que a sua igreja usa para os membros, o cuidado pastoral e os eventos.',
      choosePassword: 'Escolha uma senha para abrir a sua conta. O link vale até {{expiry}} e só pode ser usado uma vez.',
      action: 'Aceitar o convite',
      textLink: 'Aceitar o convite: {{link}}',
      footer: 'Se você não esperava este convite, pode ignorar este e-mail: nenhuma conta é aberta até você escolher uma senha.',
    },
    passwordReset: {
      subject: 'Redefina sua senha do Koinonia',
      requested: 'Alguém pediu para redefinir a senha da sua conta de {{church}} no Koinonia.',
      chooseNew:
        'Escolha uma nova senha pelo link abaixo. Ele vale até {{expiry}} e só pode ser usado uma vez. Ao salvar a nova senha, a sua conta sai de todos os dispositivos.',
      action: 'Escolher uma nova senha',
      textLink: 'Redefinir sua senha: {{link}}',
      footer: 'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
    },
    unlock: {
      subject: 'Tentativas de entrar na sua conta do Koinonia',
      fromSource:
        'Houve {{attempts}} tentativas malsucedidas de entrar na sua conta de {{church}} no Koinonia a partir do endereço de internet {{source}}. Para proteger a sua conta, as entradas a partir desse endereço estão pausadas até {{until}}. Você ainda pode entrar de qualquer outro lugar.',
      everywhere:
        'Houve {{attempts}} tentativas malsucedidas de entrar na sua conta de {{church}} no Koinonia a partir de vários endereços. Para proteger a sua conta, todas as entradas estão pausadas até {{until}}.',
      unlockNow: 'Se foi você, pode desbloquear a sua conta agora pelo link abaixo. Ele vale até {{expiry}} e só pode ser usado uma vez.',
      action: 'Desbloquear minha conta',
      textLink: 'Desbloquear sua conta: {{link}}',
      footer:
        'Se não foi você, a sua conta está segura: nenhuma dessas tentativas conseguiu entrar. Se você usa esta senha em outros lugares, considere trocá-la.',
    },
  },
  zh: {
    greeting: '{{name}}，您好：',
    buttonFallback: '如果按钮无法使用，请将以下地址复制到浏览器中：',
    timeWithZone: '{{time}}（{{zone}}）',
    invitation: {
      subject: '邀请您加入 Koinonia 上的{{church}}',
      invitedBy: '{{inviter}}邀请您加入 Koinonia 上的{{church}}。Koinonia 是您的教会用于会友、关怀和活动的应用。',
      invited: '您受邀加入 Koinonia 上的{{church}}。Koinonia 是您的教会用于会友、关怀和活动的应用。',
      choosePassword: '请设置密码以开通您的账户。该链接的有效期至 {{expiry}}，且只能使用一次。',
      action: '接受邀请',
      textLink: '接受邀请：{{link}}',
      footer: '如果您没有预料到这封邀请，可以忽略此电子邮件：在您设置密码之前，不会开通任何账户。',
    },
    passwordReset: {
      subject: '重置您的 Koinonia 密码',
      requested: '有人请求重置您在 Koinonia 上的{{church}}账户的密码。',
      chooseNew: '请通过下方链接设置新密码。该链接的有效期至 {{expiry}}，且只能使用一次。保存新密码后，您的账户将在所有地方退出登录。',
      action: '设置新密码',
      textLink: '重置密码：{{link}}',
      footer: '如果这不是您本人的请求，请忽略此电子邮件：您的密码将保持不变。',
    },
    unlock: {
      subject: '您的 Koinonia 账户有登录失败记录',
      fromSource:
        '有人从网络地址 {{source}} 尝试登录您在 Koinonia 上的{{church}}账户，失败了 {{attempts}} 次。为保护您的账户，来自该地址的登录已暂停至 {{until}}。您仍可以从其他任何地方登录。',
      everywhere: '有人从多个地址尝试登录您在 Koinonia 上的{{church}}账户，失败了 {{attempts}} 次。为保护您的账户，所有登录已暂停至 {{until}}。',
      unlockNow: '如果是您本人，可以通过下方链接立即解锁账户。该链接的有效期至 {{expiry}}，且只能使用一次。',
      action: '解锁我的账户',
      textLink: '解锁账户：{{link}}',
      footer: '如果不是您本人，您的账户依然安全：这些尝试都没有成功。如果您在其他地方也使用这个密码，建议更改它。',
    },
  },
  ar: {
    greeting: 'مرحبًا \u2068{{name}}\u2069،',
    buttonFallback: 'إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:',
    timeWithZone: '\u2068{{time}}\u2069 (\u2068{{zone}}\u2069)',
    invitation: {
      subject: 'دعوة للانضمام إلى \u2068{{church}}\u2069 على Koinonia',
      invitedBy:
        'لديك دعوة من \u2068{{inviter}}\u2069 للانضمام إلى \u2068{{church}}\u2069 على Koinonia، التطبيق الذي تستخدمه كنيستك لأعضائها ورعايتهم وفعالياتها.',
      invited: 'لديك دعوة للانضمام إلى \u2068{{church}}\u2069 على Koinonia، التطبيق الذي تستخدمه كنيستك لأعضائها ورعايتهم وفعالياتها.',
      choosePassword: 'اختر كلمة مرور لفتح حسابك. يعمل الرابط حتى {{expiry}} ولمرة واحدة فقط.',
      action: 'قبول الدعوة',
      textLink: 'قبول الدعوة: {{link}}',
      footer: 'إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة: لن يُفتح أي حساب حتى تختار كلمة مرور.',
    },
    passwordReset: {
      subject: 'إعادة تعيين كلمة مرور Koinonia',
      requested: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في \u2068{{church}}\u2069 على Koinonia.',
      chooseNew:
        'اختر كلمة مرور جديدة عبر الرابط أدناه. يعمل الرابط حتى {{expiry}} ولمرة واحدة فقط. يؤدي حفظ كلمة المرور الجديدة إلى تسجيل خروج حسابك من كل مكان.',
      action: 'اختيار كلمة مرور جديدة',
      textLink: 'إعادة تعيين كلمة المرور: {{link}}',
      footer: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
    unlock: {
      subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك في Koinonia',
      fromSource:
        'جرت \u2068{{attempts}}\u2069 محاولات فاشلة لتسجيل الدخول إلى حسابك في \u2068{{church}}\u2069 على Koinonia من عنوان الإنترنت \u2068{{source}}\u2069. لحماية حسابك، أُوقف تسجيل الدخول من هذا العنوان مؤقتًا حتى {{until}}. ما زال بإمكانك تسجيل الدخول من أي مكان آخر.',
      everywhere:
        'جرت \u2068{{attempts}}\u2069 محاولات فاشلة لتسجيل الدخول إلى حسابك في \u2068{{church}}\u2069 على Koinonia من عدة عناوين. لحماية حسابك، أُوقف كل تسجيل دخول مؤقتًا حتى {{until}}.',
      unlockNow: 'إذا كنت أنت، فيمكنك فتح حسابك الآن عبر الرابط أدناه. يعمل الرابط حتى {{expiry}} ولمرة واحدة فقط.',
      action: 'فتح حسابي',
      textLink: 'فتح حسابك: {{link}}',
      footer: 'إذا لم تكن أنت، فحسابك في أمان: لم تنجح أي من هذه المحاولات. إذا كنت تستخدم كلمة المرور هذه في مكان آخر، ففكّر في تغييرها.',
    },
  },
  hi: {
    greeting: 'नमस्ते {{name}},',
    buttonFallback: 'अगर बटन काम न करे, तो यह पता कॉपी करके अपने ब्राउज़र में डालें:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Koinonia पर {{church}} से जुड़ने का आमंत्रण',
      invitedBy:
        '{{inviter}} ने आपको Koinonia पर {{church}} से जुड़ने के लिए आमंत्रित किया है। Koinonia वह ऐप है जिसका उपयोग आपका चर्च अपने सदस्यों, देखभाल और कार्यक्रमों के लिए करता है।',
      invited: 'आपको Koinonia पर {{church}} से जुड़ने के लिए आमंत्रित किया गया है। Koinonia वह ऐप है जिसका उपयोग आपका चर्च अपने सदस्यों, देखभाल और कार्यक्रमों के लिए करता है।',
      choosePassword: 'अपना खाता खोलने के लिए एक पासवर्ड चुनें। यह लिंक {{expiry}} तक और केवल एक बार काम करता है।',
      action: 'आमंत्रण स्वीकार करें',
      textLink: 'आमंत्रण स्वीकार करें: {{link}}',
      footer: 'अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो आप इस ईमेल को अनदेखा कर सकते हैं: जब तक आप पासवर्ड नहीं चुनते, कोई खाता नहीं खुलता।',
    },
    passwordReset: {
      subject: 'अपना Koinonia पासवर्ड रीसेट करें',
      requested: 'किसी ने Koinonia पर आपके {{church}} खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
      chooseNew: 'नीचे दिए गए लिंक से नया पासवर्ड चुनें। यह {{expiry}} तक और केवल एक बार काम करता है। नया पासवर्ड सहेजने पर आपका खाता हर जगह से साइन आउट हो जाता है।',
      action: 'नया पासवर्ड चुनें',
      textLink: 'अपना पासवर्ड रीसेट करें: {{link}}',
      footer: 'अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    unlock: {
      subject: 'आपके Koinonia खाते में साइन इन की असफल कोशिशें',
      fromSource:
        'इंटरनेट पते {{source}} से Koinonia पर आपके {{church}} खाते में साइन इन करने की {{attempts}} कोशिशें असफल रहीं। आपके खाते की सुरक्षा के लिए, उस पते से साइन इन {{until}} तक रोक दिया गया है। आप किसी भी दूसरी जगह से अब भी साइन इन कर सकते हैं।',
      everywhere:
        'कई पतों से Koinonia पर आपके {{church}} खाते में साइन इन करने की {{attempts}} कोशिशें असफल रहीं। आपके खाते की सुरक्षा के लिए, सभी साइन इन {{until}} तक रोक दिए गए हैं।',
      unlockNow: 'अगर यह आप थे, तो नीचे दिए गए लिंक से अभी अपना खाता अनलॉक कर सकते हैं। यह {{expiry}} तक और केवल एक बार काम करता है।',
      action: 'मेरा खाता अनलॉक करें',
      textLink: 'अपना खाता अनलॉक करें: {{link}}',
      footer: 'अगर यह आप नहीं थे, तो आपका खाता सुरक्षित है: इनमें से कोई भी कोशिश सफल नहीं हुई। अगर आप यह पासवर्ड कहीं और भी इस्तेमाल करते हैं, तो इसे बदलने पर विचार करें।',
    },
  },
  sw: {
    greeting: 'Habari {{name}},',
    buttonFallback: 'Ikiwa kitufe hakifanyi kazi, nakili anwani hii kwenye kivinjari chako:',
    timeWithZone: '{{time}} ({{zone}})',
    invitation: {
      subject: 'Mwaliko wa kujiunga na {{church}} kwenye Koinonia',
      invitedBy:
        '{{inviter}} amekualika kujiunga na {{church}} kwenye Koinonia, programu ambayo kanisa lako hutumia kwa washiriki wake, huduma ya kichungaji na matukio.',
      invited: 'Umealikwa kujiunga na {{church}} kwenye Koinonia, programu ambayo kanisa lako hutumia kwa washiriki wake, huduma ya kichungaji na matukio.',
      choosePassword: 'Chagua nenosiri ili kufungua akaunti yako. Kiungo hufanya kazi hadi {{expiry}}, na mara moja tu.',
      action: 'Kubali mwaliko',
      textLink: 'Kubali mwaliko: {{link}}',
      footer: 'Ikiwa hukutarajia mwaliko huu, unaweza kupuuza barua pepe hii: hakuna akaunti itakayofunguliwa hadi uchague nenosiri.',
    },
    passwordReset: {
      subject: 'Weka upya nenosiri lako la Koinonia',
      requested: 'Mtu ameomba kuweka upya nenosiri la akaunti yako ya {{church}} kwenye Koinonia.',
      chooseNew:
        'Chagua nenosiri jipya kupitia kiungo kilicho hapa chini. Kinafanya kazi hadi {{expiry}}, na mara moja tu. Ukihifadhi nenosiri jipya, akaunti yako itatolewa kila mahali.',
      action: 'Chagua nenosiri jipya',
      textLink: 'Weka upya nenosiri lako: {{link}}',
      footer: 'Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
    },
    unlock: {
      subject: 'Majaribio yaliyoshindwa ya kuingia kwenye akaunti yako ya Koinonia',
      fromSource:
        'Kulikuwa na majaribio {{attempts}} yaliyoshindwa ya kuingia kwenye akaunti yako ya {{church}} kwenye Koinonia kutoka anwani ya intaneti {{source}}. Ili kulinda akaunti yako, kuingia kutoka anwani hiyo kumesitishwa hadi {{until}}. Bado unaweza kuingia kutoka mahali pengine popote.',
      everywhere:
        'Kulikuwa na majaribio {{attempts}} yaliyoshindwa ya kuingia kwenye akaunti yako ya {{church}} kwenye Koinonia kutoka anwani kadhaa. Ili kulinda akaunti yako, kuingia kote kumesitishwa hadi {{until}}.',
      unlockNow: 'Ikiwa ni wewe, unaweza kufungua akaunti yako sasa kupitia kiungo kilicho hapa chini. Kinafanya kazi hadi {{expiry}}, na mara moja tu.',
      action: 'Fungua akaunti yangu',
      textLink: 'Fungua akaunti yako: {{link}}',
      footer:
        'Ikiwa si wewe, akaunti yako iko salama: hakuna jaribio lolote kati ya hayo lililofanikiwa. Ikiwa unatumia nenosiri hili mahali pengine, fikiria kulibadilisha.',
    },
  },
  ko: {
    greeting: '{{name}} 님, 안녕하십니까.',
    buttonFallback: '버튼이 작동하지 않으면 아래 주소를 복사하여 브라우저에 붙여 넣으십시오.',
    timeWithZone: '{{time}}({{zone}})',
    invitation: {
      subject: 'Koinonia의 {{church}}에 초대합니다',
      invitedBy: '{{inviter}} 님이 Koinonia의 {{church}}에 귀하를 초대했습니다. Koinonia는 교회가 교인, 돌봄, 행사를 위해 사용하는 앱입니다.',
      invited: 'Koinonia의 {{church}}에 초대되었습니다. Koinonia는 교회가 교인, 돌봄, 행사를 위해 사용하는 앱입니다.',
      choosePassword: '비밀번호를 정하여 계정을 여십시오. 링크는 {{expiry}}까지 한 번만 사용할 수 있습니다.',
      action: '초대 수락',
      textLink: '초대 수락: {{link}}',
      footer: '이 초대를 예상하지 못하셨다면 이 이메일을 무시하셔도 됩니다. 비밀번호를 정하기 전에는 계정이 열리지 않습니다.',
    },
    passwordReset: {
      subject: 'Koinonia 비밀번호를 재설정하십시오',
      requested: 'Koinonia의 {{church}} 계정 비밀번호 재설정이 요청되었습니다.',
      chooseNew:
        '아래 링크에서 새 비밀번호를 정하십시오. 링크는 {{expiry}}까지 한 번만 사용할 수 있습니다. 새 비밀번호를 저장하면 모든 곳에서 계정이 로그아웃됩니다.',
      action: '새 비밀번호 정하기',
      textLink: '비밀번호 재설정: {{link}}',
      footer: '요청하신 적이 없다면 이 이메일을 무시하십시오. 비밀번호는 그대로 유지됩니다.',
    },
    unlock: {
      subject: 'Koinonia 계정에 로그인 실패가 있었습니다',
      fromSource:
        '인터넷 주소 {{source}}에서 Koinonia의 {{church}} 계정에 로그인하려는 시도가 {{attempts}}번 실패했습니다. 계정을 보호하기 위해 {{until}}까지 해당 주소에서의 로그인을 일시 중지합니다. 다른 곳에서는 계속 로그인하실 수 있습니다.',
      everywhere:
        '여러 주소에서 Koinonia의 {{church}} 계정에 로그인하려는 시도가 {{attempts}}번 실패했습니다. 계정을 보호하기 위해 {{until}}까지 모든 로그인을 일시 중지합니다.',
      unlockNow: '본인이 시도하셨다면 아래 링크로 지금 계정 잠금을 해제하실 수 있습니다. 링크는 {{expiry}}까지 한 번만 사용할 수 있습니다.',
      action: '계정 잠금 해제',
      textLink: '계정 잠금 해제: {{link}}',
      footer: '본인이 아니시라면 계정은 안전합니다. 이 시도는 모두 실패했습니다. 이 비밀번호를 다른 곳에서도 사용하신다면 변경을 고려하십시오.',
    },
  },
};
