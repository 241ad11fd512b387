CREATE TABLE "route_cache" (
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"bucket" text NOT NULL,
	"from_lat" integer NOT NULL,
	"from_lng" integer NOT NULL,
	"to_lat" integer NOT NULL,
	"to_lng" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_cache_pk" PRIMARY KEY("provider","mode","bucket","from_lat","from_lng","to_lat","to_lng"),
	CONSTRAINT "route_cache_mode" CHECK ("route_cache"."mode" in ('walk', 'transit', 'car')),
	CONSTRAINT "route_cache_measures" CHECK ("route_cache"."duration_s" >= 0 and "route_cache"."distance_m" >= 0)
);
