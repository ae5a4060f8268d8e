-- Likes count people, not networks (docs/product.md#content-and-engagement): one like per item per voter (a signed-in
-- user `u:{id}`, a browser's like cookie `v:{id}`, or, for a caller with neither, `ip:{address}`),
-- never one per address and day: people behind one router each like once. The address is a flood
-- limit now (per hour, and per item and day), counted with this index.
DROP INDEX likes_ip_day_uq;
CREATE INDEX likes_item_ip_day_idx ON likes (item_type, item_id, ip, like_day);
