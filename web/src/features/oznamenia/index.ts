/** A notification as the injured-party and file screens see it: its detail, its web data and its header. */
export { dataZWebuQuery, oznamenieQuery } from './oznamenia-api';
export { OznamenieHeader } from './oznamenie-header';
