/**
 * The English copy's head text of each page of the route table (route-text.ts has the Chinese,
 * which the Simplified copy converts): Hong Kong English, as the English messages of the web app
 * (shared/messages/en.json) word the same pages. The site keeps its Chinese name in every copy.
 */
import type { RouteId } from './routes';

/** The keywords every English page names after its own title. */
export const SITE_KEYWORDS_EN =
  'Hong Kong Chinese medicine,Chinese medicine practitioner,Chinese medicine clinic,book online';

export const TEXT_EN: Record<RouteId, { title: string; description: string; keywords?: string }> = {
  home: {
    title: '香港中醫網: find a Chinese medicine practitioner and book online',
    description:
      '香港中醫網 helps you find registered Chinese medicine practitioners and clinics near you, book online, read health news and ask practitioners questions for free.',
    keywords: SITE_KEYWORDS_EN,
  },
  myAsk: { title: 'My questions', description: '' },
  mySaved: {
    title: 'My saved items',
    description: 'The practitioners, clinics and health news you have saved.',
  },
  login: {
    title: 'Log in',
    description: 'Log in to 香港中醫網 to manage your appointments, visit records and details.',
  },
  register: {
    title: 'Register',
    description:
      'Register a free 香港中醫網 account with your mobile number and book Chinese medicine online.',
  },
  forgetPassword: {
    title: 'Forgot password',
    description: 'Reset your 香港中醫網 password with a code sent to your mobile phone.',
  },
  about: {
    title: 'About us',
    description:
      'About 香港中醫網: an online platform linking the public with registered Chinese medicine practitioners.',
  },
  feedback: { title: 'Feedback', description: 'Tell us what you think of 香港中醫網.' },
  contact: {
    title: 'Contact us',
    description: 'The phone number, email and office address of 香港中醫網.',
  },
  disclaimer: { title: 'Disclaimer', description: 'The disclaimer of 香港中醫網.' },
  privacy: {
    title: 'Privacy policy',
    description:
      'How 香港中醫網 collects and uses your personal data under the Personal Data (Privacy) Ordinance.',
  },
  appPrivacy: {
    title: 'App privacy policy',
    description: 'The privacy policy of the 香港中醫網 mobile app.',
  },
  appDownload: {
    title: 'Download the app',
    description: 'Download the 香港中醫網 mobile app and book Chinese medicine wherever you are.',
  },
  userService: {
    title: 'Terms of service',
    description: 'The terms of using the services of 香港中醫網.',
  },
  userPrivacy: {
    title: 'User privacy terms',
    description: 'The user privacy terms of 香港中醫網.',
  },
  qySales: {
    title: 'Tsing Yuen Tong outlets',
    description:
      'Where to buy Tsing Yuen Tong Chinese medicine products across Hong Kong: addresses, phone numbers and opening hours.',
  },
  doctorRoot: { title: 'Find a practitioner', description: '' },
  doctorList: {
    title: 'Find a practitioner',
    description:
      'Search registered Chinese medicine practitioners in Hong Kong by district, specialty and language, see their qualifications and book online.',
  },
  doctorDetail: {
    title: 'Chinese medicine practitioner',
    description: 'A practitioner’s details, clinics and consultation hours; book online.',
  },
  doctorAsk: {
    title: 'Practitioner’s answers',
    description: 'Health questions answered by a Chinese medicine practitioner.',
  },
  doctorNews: {
    title: 'Practitioner’s articles',
    description: 'Health news written by a Chinese medicine practitioner.',
  },
  hospitalRoot: { title: 'Chinese medicine clinics', description: '' },
  hospitalList: {
    title: 'Chinese medicine clinics',
    description:
      'Search Chinese medicine clinics in Hong Kong by district: addresses, phone numbers, consultation hours and practitioners.',
  },
  clinicDetail: {
    title: 'Chinese medicine clinic',
    description: 'The clinic’s address, phone number, consultation hours, practitioners and map.',
  },
  newsRoot: { title: 'Health news', description: '' },
  newsList: {
    title: 'Health news',
    description: 'Articles by Chinese medicine practitioners on keeping well, diet and illnesses.',
  },
  newsDetail: { title: 'Health news', description: 'The full health news article.' },
  newsDetails: { title: 'Health news', description: 'The full health news article.' },
  children: {
    title: 'Child growth tools',
    description:
      'Check a child’s height, weight, BMI, chest and head circumference against World Health Organization standards.',
  },
  childrenHeight: {
    title: 'Child height check',
    description: 'A child’s height percentile by age and sex.',
  },
  childrenWeight: {
    title: 'Child weight check',
    description: 'A child’s weight percentile by age and sex.',
  },
  childrenBmi: {
    title: 'Child BMI check',
    description: 'A child’s BMI percentile by age and sex.',
  },
  childrenChest: {
    title: 'Child chest circumference',
    description: 'Record a child’s chest circumference.',
  },
  childrenHead: {
    title: 'Child head circumference check',
    description: 'A child’s head circumference percentile by age and sex.',
  },
  associationList: {
    title: 'Chinese medicine associations and events',
    description: 'Chinese medicine associations in Hong Kong and their coming events.',
  },
  activity: {
    title: 'Chinese medicine associations and events',
    description: 'Chinese medicine associations in Hong Kong and their coming events.',
  },
  askRoot: { title: 'Health Q&A', description: '' },
  askList: {
    title: 'Health Q&A',
    description: 'Ask registered Chinese medicine practitioners for free and read their answers.',
  },
  askPost: {
    title: 'Ask a question',
    description: 'Ask registered Chinese medicine practitioners a health question.',
  },
  askDetail: {
    title: 'Health Q&A',
    description: 'A health question and Chinese medicine practitioners’ answers.',
  },
  userRoot: { title: 'My account', description: '' },
  userInfo: { title: 'Personal details', description: 'See and change your personal details.' },
  updatePassword: { title: 'Change password', description: 'Change your login password.' },
  bookingRoot: { title: 'My appointments', description: '' },
  bookingOrder: {
    title: 'My appointments',
    description: 'See, reschedule or cancel your appointments.',
  },
  visitRecord: {
    title: 'Visit records',
    description: 'Your visit records and prescriptions.',
  },
  visitDetail: {
    title: 'Visit details',
    description: 'The details and prescription of a visit.',
  },
  family: {
    title: 'Family members',
    description: 'Add your children or parents and book for them.',
  },
  familyGrowth: {
    title: 'Growth records',
    description: 'Your child’s height, weight and head circumference records and growth charts.',
  },
  myData: {
    title: 'My data',
    description: 'Download or delete the data this site keeps for you.',
  },
  cardRoot: { title: 'My cards', description: '' },
  cardPlan: {
    title: 'Treatment cards',
    description: 'Your treatment card balances and use.',
  },
  cardService: {
    title: 'Service cards',
    description: 'Your service card balances and use.',
  },
  aqNewsRoot: { title: 'My questions', description: '' },
  myQuestions: {
    title: 'My questions',
    description: 'The questions you asked and the practitioners’ answers.',
  },
  resume: { title: 'My CV', description: 'Create and manage your CV for job applications.' },
  writeNews: {
    title: 'Write a health article',
    description: 'Practitioners write and publish health articles.',
  },
  applyJobs: {
    title: 'My job applications',
    description: 'How your job applications are going.',
  },
  associationRoot: { title: 'My events', description: '' },
  myActivity: {
    title: 'My events',
    description: 'The events you have signed up for and your proof of payment.',
  },
  osRegister: {
    title: 'Practitioner registration',
    description: 'Registered Chinese medicine practitioners apply to join 香港中醫網.',
  },
  doctorSignup: {
    title: 'Practitioner registration',
    description: 'Registered Chinese medicine practitioners apply to join 香港中醫網.',
  },
  jobList: {
    title: 'Chinese medicine jobs',
    description:
      'Jobs at Chinese medicine clinics in Hong Kong: practitioners, dispensers, clinic assistants and more.',
  },
  jobDetail: {
    title: 'Chinese medicine jobs',
    description: 'The job’s details and how to apply.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
  },
};
