// Account roles as the wire and the database spell them: a fan is `user`, a creator `performer`.
export type Role = 'user' | 'performer';
