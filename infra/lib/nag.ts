/**
 * cdk-nag 3 helpers. Every acknowledgement names one finding and gives a reason;
 * nothing is acknowledged by prefix or for a whole stack.
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * The id cdk-nag gives one finding of a rule, e.g.
 * 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::bucket/*]'.
 * The value must not depend on other stacks (cross-stack references resolve
 * differently before and after synthesis prepares them).
 */
export function nagFindingOf(stack: Stack, ruleId: string, kind: 'Resource' | 'Action', value: string): string {
  const flat = kind === 'Resource' ? flattenCfnReference(stack.resolve(value)) : value;
  return `${ruleId}[${kind}::${flat}]`;
}

export interface ExpectedWildcard {
  /** Matched against the finding after 'Resource::' or 'Action::'. */
  finding: RegExp;
  reason: string;
}

/**
 * Acknowledges the AwsSolutions-IAM5 findings of the IAM policies under `scope` that
 * match an expected pattern, each with its reason; any other wildcard stays reported.
 * For constructs whose policies CDK writes (e.g. BucketDeployment's provider); call it
 * after all grants are made.
 */
export function acknowledgeExpectedWildcards(scope: IConstruct, expected: readonly ExpectedWildcard[]) {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnPolicy || node instanceof CfnRole)) continue;
    const result = rules.iam.IAMNoWildcardPermissions(node);
    if (!Array.isArray(result)) continue;
    for (const finding of result) {
      const match = expected.find((e) => e.finding.test(finding));
      if (match) Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: match.reason });
    }
  }
}
