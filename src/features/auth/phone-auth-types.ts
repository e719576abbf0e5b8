// The types the phone-authentication adapters share (phone-auth.ts and the lazily loaded firebase-phone-auth.ts).

export interface PhoneAuthSession {
  session_info: string;
}

/** The Firebase web app options this adapter needs (a subset of @firebase/app's FirebaseOptions). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId?: string;
}
