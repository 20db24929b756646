ALTER TABLE "event_notice_views" DROP CONSTRAINT "event_notice_views_event_notice_id_event_notices_id_fk";
