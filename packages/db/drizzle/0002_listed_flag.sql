DROP INDEX "profiles_listed_gender_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_listed_created_idx";--> statement-breakpoint
DROP INDEX "profiles_state_idx";--> statement-breakpoint
DROP INDEX "profiles_state_current_idx";--> statement-breakpoint
DROP INDEX "profiles_marital_idx";--> statement-breakpoint
DROP INDEX "profiles_education_idx";--> statement-breakpoint
DROP INDEX "profiles_maslak_idx";--> statement-breakpoint
DROP INDEX "profiles_biradari_idx";--> statement-breakpoint
DROP INDEX "profiles_height_idx";--> statement-breakpoint
DROP INDEX "profiles_city_idx";--> statement-breakpoint
DROP INDEX "profiles_country_current_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_listed_gender_dob_idx" ON "profiles" USING btree ("gender","date_of_birth") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_listed_created_idx" ON "profiles" USING btree ("created_on" desc) WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_state_idx" ON "profiles" USING btree ("gender","state") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_state_current_idx" ON "profiles" USING btree ("gender","state_current") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_marital_idx" ON "profiles" USING btree ("gender","martial_status") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_education_idx" ON "profiles" USING btree ("gender","education") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_maslak_idx" ON "profiles" USING btree ("gender","maslak") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_biradari_idx" ON "profiles" USING btree ("gender","biradari") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_height_idx" ON "profiles" USING btree ("gender","height") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("gender","city_current") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_country_current_idx" ON "profiles" USING btree ("gender","country_current") WHERE "profiles"."listed";