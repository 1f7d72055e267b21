-- Issue 11: private conversations between a fan and a creator, and their messages. A message's `seq` is the
-- server's order (catch-up after a reconnect asks for what is newer than the last seq a client holds);
-- (senderId, clientId) is unique, so a retried send returns the stored message instead of a second one.
CREATE TABLE conversations (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'private' CHECK (type IN ('private', 'public', 'group')),
  name TEXT NOT NULL DEFAULT '',
  -- private: both member ids, sorted, joined by ':' (one conversation per pair)
  pairKey TEXT UNIQUE,
  performerId TEXT,
  streamId TEXT,
  lastMessage TEXT NOT NULL DEFAULT '',
  lastSenderId TEXT,
  lastMessageCreatedAt TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE conversation_members (
  conversationId TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('user', 'performer')),
  unreadCount INTEGER NOT NULL DEFAULT 0 CHECK (unreadCount >= 0),
  PRIMARY KEY (conversationId, userId)
);
CREATE INDEX conversation_members_user ON conversation_members(userId);

CREATE TABLE messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  conversationId TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('text', 'media', 'photo', 'video', 'tip', 'notify')),
  text TEXT NOT NULL DEFAULT '',
  senderId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  senderSource TEXT NOT NULL CHECK (senderSource IN ('user', 'performer')),
  clientId TEXT,
  priceCents INTEGER NOT NULL DEFAULT 0 CHECK (priceCents >= 0),
  isDeleted INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  UNIQUE (senderId, clientId)
);
CREATE INDEX messages_conversation ON messages(conversationId, seq);

CREATE TABLE message_files (
  messageId TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  fileId TEXT NOT NULL UNIQUE REFERENCES files(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (messageId, fileId)
);
