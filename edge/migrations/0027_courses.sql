-- 0027: buyers in courses (issue 17). A course's content (chapters,
-- lessons with ids, quizzes) stays JSON on the product; these tables hold
-- what each buyer did: one session per buyer and course (created when they
-- first open it), each lesson's status for the buyer, and every quiz
-- attempt. The buyer is the signed-in user (user_id); payer_email is the
-- confirmed address whose orders granted the course, kept for the
-- seller's lists. Every read is scoped by seller_id (the cabinet's lists,
-- which lead with it) or by the user (the payer area).
CREATE TABLE course_sessions (
  id INTEGER PRIMARY KEY,
  seller_id INTEGER NOT NULL REFERENCES sellers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  payer_email TEXT NOT NULL,
  started_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  last_lesson_id INTEGER,
  finished_count INTEGER NOT NULL DEFAULT 0,
  percent INTEGER NOT NULL DEFAULT 0,
  completed_at TEXT,
  UNIQUE (product_id, user_id)
);
CREATE INDEX course_sessions_seller_seen ON course_sessions (seller_id, last_seen_at);
CREATE INDEX course_sessions_seller_product ON course_sessions (seller_id, product_id, last_seen_at);

CREATE TABLE lesson_statuses (
  seller_id INTEGER NOT NULL REFERENCES sellers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  lesson_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  viewed_at TEXT,
  finished_at TEXT,
  PRIMARY KEY (product_id, user_id, lesson_id)
);
CREATE INDEX lesson_statuses_seller ON lesson_statuses (seller_id, product_id, state);
CREATE INDEX lesson_statuses_seller_viewed ON lesson_statuses (seller_id, viewed_at);

CREATE TABLE quiz_attempts (
  id INTEGER PRIMARY KEY,
  seller_id INTEGER NOT NULL REFERENCES sellers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  payer_email TEXT NOT NULL,
  lesson_id INTEGER NOT NULL,
  answers TEXT NOT NULL,
  score_percent INTEGER NOT NULL,
  passed INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX quiz_attempts_seller_created ON quiz_attempts (seller_id, created_at);
CREATE INDEX quiz_attempts_seller_product ON quiz_attempts (seller_id, product_id, created_at);
CREATE INDEX quiz_attempts_user_lesson ON quiz_attempts (product_id, user_id, lesson_id);

-- the course's publishing run (states::publishing::CoursePublishState);
-- buyers see published lessons whatever the run's state
ALTER TABLE products ADD COLUMN course_publish_state TEXT NOT NULL DEFAULT 'published';
