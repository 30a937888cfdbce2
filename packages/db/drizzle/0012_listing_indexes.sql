-- Listing indexes shaped by EXPLAIN (ANALYZE, BUFFERS) at a million profiles (issue 15, decision 038):
-- each serves one kind of list newest first and carries the columns it also filters on.
DROP INDEX "profiles_height_idx";--> statement-breakpoint
DROP INDEX "profiles_listed_created_idx";--> statement-breakpoint
DROP INDEX "profiles_state_idx";--> statement-breakpoint
DROP INDEX "profiles_state_current_idx";--> statement-breakpoint
DROP INDEX "profiles_marital_idx";--> statement-breakpoint
DROP INDEX "profiles_education_idx";--> statement-breakpoint
DROP INDEX "profiles_maslak_idx";--> statement-breakpoint
DROP INDEX "profiles_biradari_idx";--> statement-breakpoint
DROP INDEX "profiles_city_idx";--> statement-breakpoint
DROP INDEX "profiles_country_current_idx";--> statement-breakpoint
CREATE INDEX "profiles_listed_gender_created_idx" ON "profiles" USING btree ("gender","created_on" desc,"id" desc,"martial_status","state","state_current","education","maslak","biradari","height","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_physical_status_idx" ON "profiles" USING btree ("gender","physical_status","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("gender","state","martial_status","education","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_listed_women_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops) WHERE "profiles"."listed" and "profiles"."gender" = 'Female';--> statement-breakpoint
CREATE INDEX "profiles_listed_men_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops) WHERE "profiles"."listed" and "profiles"."gender" = 'Male';--> statement-breakpoint
CREATE INDEX "profiles_listed_created_idx" ON "profiles" USING btree ("created_on" desc,"id" desc) WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_state_idx" ON "profiles" USING btree ("gender","state","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_state_current_idx" ON "profiles" USING btree ("gender","state_current","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_marital_idx" ON "profiles" USING btree ("gender","martial_status","created_on" desc,"id" desc,"date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_education_idx" ON "profiles" USING btree ("gender","education","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_maslak_idx" ON "profiles" USING btree ("gender","maslak","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_biradari_idx" ON "profiles" USING btree ("gender","biradari","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("gender","city_current","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_country_current_idx" ON "profiles" USING btree ("gender","country_current","created_on" desc,"id" desc,"martial_status","date_of_birth","year_of_birth","month_of_birth") WHERE "profiles"."listed";