-- A job ad's monthly salary in HKD when the employer states one; NULL when it does not (the ad's
-- structured data then carries no salary at all).
ALTER TABLE jobs ADD COLUMN salary INTEGER;
