CREATE INDEX "comments_threads_idx" ON "comments" USING btree ("destination_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."parent_id" is null;
