import PlateFinderDomain

/// Collects the fines counts from the radio-button labels below the vehicle table.
enum ANTFinesReader {
    /// The counts the labels that follow `table` on the page state, by state; empty when
    /// none does, as on a page without its fines section.
    ///
    /// Labels inside HTML comments are comment nodes, not text, so they are never read.
    /// When a label appears twice, the first one counts.
    static func counts(after table: HTMLNode) -> [ANTFinesLabelParser.State: Int] {
        var counts: [ANTFinesLabelParser.State: Int] = [:]
        for sibling in table.followingSiblings {
            sibling.forEachInSubtree { node in
                // Most text nodes are blank runs between tags; only those with a `)`
                // can be labels, so the rest are skipped before any String is made.
                guard let content = node.textBytes,
                    content.contains(UInt8(ascii: ")")),
                    let label = ANTFinesLabelParser.parse(utf8: content),
                    counts[label.state] == nil
                else { return }
                counts[label.state] = label.count
            }
        }
        return counts
    }

    /// The five counts of `counts`; nil unless all five are there.
    ///
    /// A partial summary would claim zero for a state the page never mentioned, and a
    /// person deciding whether they owe fines is better served by "unknown".
    static func summary(of counts: [ANTFinesLabelParser.State: Int]) -> FinesSummary? {
        guard let pending = counts[.pending], let disputed = counts[.disputed],
            let voided = counts[.voided], let paid = counts[.paid],
            let inAgreement = counts[.inAgreement]
        else { return nil }
        return FinesSummary(
            pending: pending, disputed: disputed, voided: voided, paid: paid,
            inAgreement: inAgreement)
    }
}
