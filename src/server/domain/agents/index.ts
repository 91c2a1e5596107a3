export { authenticate, type LoginAttempt, type LoginResult } from './login';
export { demoAgentLine, ensureDemoAgent, ensureDemoAnalyst } from './demo';
export { dummyHash, hashPassword, verifyPassword } from './password';
export { countAgents, findAgent, findAgentByUserName, insertAgent, isKnownRoCode, userKey, type Agent, type StaffRole } from './repository';
export { agentRules, agentWords, type AgentRules, type ScryptParams } from './rules';
export { isForceStopped, setBankStatus, statusLabel, type StatusSource } from './status';
export { bodyChecker, textField, type BodyCheck } from './validate';
