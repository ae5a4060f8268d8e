-- The reader's comfort settings kept in the account (docs/product.md#reading-comfort), so a
-- signed-in reader finds them on every device: the theme, and the reading pages' text size and line
-- spacing. NULL is the default (the system's theme, the normal size and spacing).
ALTER TABLE users
  ADD COLUMN theme text CHECK (theme IN ('light', 'dark', 'sepia')),
  ADD COLUMN text_size text CHECK (text_size IN ('small', 'normal', 'large', 'larger', 'largest')),
  ADD COLUMN line_spacing text CHECK (line_spacing IN ('normal', 'wide', 'wider'));
