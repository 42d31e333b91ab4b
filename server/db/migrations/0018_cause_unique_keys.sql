-- hand-written note: both were checked by the application only (cause-content.ts answers a taken
-- key with 400 naming it, cause-rules.ts gives each cause a sub-ledger of its own), so two requests
-- at once could pass both checks. The crud service answers the indexes' refusal with 409 naming
-- the field. A database already holding such a pair stops here, naming the key: rename or merge
-- the block (or give one of the causes another sub-ledger) and start again.
CREATE UNIQUE INDEX "cause_sub_ledger_uq" ON "cause" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cause_content_cause_name_uq" ON "cause_content" USING btree ("cause_id","name");
