/** The news feature's public surface: "tell me when it opens" sign-up and its unsubscribe page. */
export { NewsSignup } from './components/news-signup';
export { NewsUnsubscribe } from './components/news-unsubscribe';
