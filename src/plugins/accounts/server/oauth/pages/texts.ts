/** The languages of the sign-in and consent pages (CONTRACT §15). */
export type PageLocale = 'en' | 'ar';

/** What each scope lets an assistant do, in plain words. */
const SCOPES: Record<PageLocale, Record<string, string>> = {
  en: {
    'catalog:read': 'Read the catalog: destinations, places, flights and weather',
    'trips:read': 'Read your trips',
    'trips:write': 'Create and change your trips',
    'ai:plan': 'Plan trips with AI, using your plan’s AI quota',
    checkout: 'Start a payment that you complete yourself',
  },
  ar: {
    'catalog:read': 'قراءة الدليل: الوجهات والأماكن والرحلات الجوية والطقس',
    'trips:read': 'قراءة رحلاتك',
    'trips:write': 'إنشاء رحلاتك وتعديلها',
    'ai:plan': 'تخطيط الرحلات بالذكاء الاصطناعي ضمن حصة خطتك',
    checkout: 'بدء عملية دفع تكملها بنفسك',
  },
};

const WORDS = {
  en: {
    signInTitle: 'Sign in',
    signInLead: (client: string) => `Sign in to connect ${client} to your account.`,
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    consentTitle: 'Allow access',
    consentLead: (client: string) => `${client} asks to:`,
    allow: 'Allow',
    deny: 'Deny',
    wrongCredentials: 'The e-mail or password is not right.',
    notAllowed: 'This account cannot connect apps: it is not verified or not active.',
    throttled: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
    expired: 'This sign-in has expired. Start again from your assistant.',
  },
  ar: {
    signInTitle: 'تسجيل الدخول',
    signInLead: (client: string) => `سجّل الدخول لربط ${client} بحسابك.`,
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    consentTitle: 'السماح بالوصول',
    consentLead: (client: string) => `يطلب ${client} ما يلي:`,
    allow: 'سماح',
    deny: 'رفض',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    notAllowed: 'لا يمكن لهذا الحساب ربط التطبيقات: غير مؤكَّد أو غير نشط.',
    throttled: (seconds: number) => `محاولات كثيرة. حاول مرة أخرى بعد ${seconds} ثانية.`,
    expired: 'انتهت صلاحية تسجيل الدخول هذا. ابدأ من جديد من مساعدك.',
  },
};

export const wordsOf = (locale: PageLocale) => WORDS[locale];

/** A scope in plain words (an unknown one as itself: it cannot be granted anyway). */
export const scopeText = (locale: PageLocale, scope: string) => SCOPES[locale][scope] ?? scope;

/**
 * The page's language (CONTRACT §15): the authorize request's `ui_locales` first, then the
 * browser's `Accept-Language`, in their order; English when neither names Arabic or English.
 */
export const pageLocale = (uiLocales: unknown, acceptLanguage: string | undefined): PageLocale => {
  const asked = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim()),
  ];
  for (const tag of asked) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'ar' || language === 'en') return language;
  }
  return 'en';
};
