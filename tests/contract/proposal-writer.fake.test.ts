import { FakeProposalWriter } from '../../adapters/testing/fake-proposal-writer.js';
import { describeProposalWriterContract } from './proposal-writer.contract.js';

describeProposalWriterContract('FakeProposalWriter', () => new FakeProposalWriter());
