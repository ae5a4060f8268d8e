-- An article's author note: the HTML the article page shows in the author popover, as
-- materials and courses have. Optional per translation, like a material's.
ALTER TABLE article_translations ADD COLUMN author_info text;
