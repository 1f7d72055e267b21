-- Socket events raised outside the API process (the operator's commands): the API relays them to the user's
-- sockets within a second and deletes them.
CREATE TABLE socket_relay (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  userId TEXT NOT NULL,
  event TEXT NOT NULL,
  payload TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
