CREATE TABLE "message_client_ids" (
	"end_user_id" integer NOT NULL,
	"client_message_id" uuid NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_client_ids_end_user_id_client_message_id_pk" PRIMARY KEY("end_user_id","client_message_id")
);
--> statement-breakpoint
ALTER TABLE "message_client_ids" ADD CONSTRAINT "message_client_ids_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_client_ids" ADD CONSTRAINT "message_client_ids_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_client_ids_message_id_idx" ON "message_client_ids" USING btree ("message_id");