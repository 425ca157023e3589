import { TemplateProposalWriter } from '../../adapters/llm/template-proposal-writer.js';
import { describeProposalWriterContract } from './proposal-writer.contract.js';

describeProposalWriterContract('TemplateProposalWriter', () => new TemplateProposalWriter());
