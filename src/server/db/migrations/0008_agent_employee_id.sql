-- The officer's employee id (the KYC annexure asks for it): set by agent:add, empty for officers
-- added before, who type it in the annexure as they did.
ALTER TABLE agents ADD COLUMN IF NOT EXISTS employee_id text NOT NULL DEFAULT '';
