-- A signed-in reader's reactions to comments join their marks in memory (auth/viewer-marks.ts,
-- docs/decisions/0047, 0056): a kept thread page is then spliced with their reactions and no
-- query. Any change to a reaction — added, removed, turned from like to dislike, or gone with its
-- comment or account by a cascade — notifies channel pintrip_marks with the accounts concerned
-- (the function of 0024), whoever writes it.
CREATE TRIGGER "comment_reactions_marks_added" AFTER INSERT ON "comment_reactions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "comment_reactions_marks_removed" AFTER DELETE ON "comment_reactions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "comment_reactions_marks_changed" AFTER UPDATE ON "comment_reactions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "comment_reactions_marks_moved" AFTER UPDATE ON "comment_reactions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();
