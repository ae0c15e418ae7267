ALTER TABLE "helplines" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "helplines" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The first list's Hindi, where admins have not changed it (by its numbers).
UPDATE "helplines" SET "name_hi" = 'टेली-मानस (राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन)', "description_hi" = 'निःशुल्क, गोपनीय, चौबीसों घंटे, कई भारतीय भाषाओं में' WHERE "phone" = '14416' AND "name_hi" = '';--> statement-breakpoint
UPDATE "helplines" SET "name_hi" = 'टेली-मानस टोल-फ़्री', "description_hi" = 'यही सेवा किसी भी फ़ोन से, निःशुल्क, चौबीसों घंटे' WHERE "phone" = '1-800-891-4416' AND "name_hi" = '';--> statement-breakpoint
UPDATE "helplines" SET "name_hi" = 'आपातकालीन सेवा (पुलिस, एम्बुलेंस, फ़ायर ब्रिगेड)', "description_hi" = 'अगर आप या कोई और तुरंत ख़तरे में है' WHERE "phone" = '112' AND "name_hi" = '';
