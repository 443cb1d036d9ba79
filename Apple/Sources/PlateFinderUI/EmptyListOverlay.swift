import SwiftUI

extension View {
    /// Over a list that `isEmpty` once read, what it would hold and why it holds nothing;
    /// nothing while it is still being read.
    func emptyListOverlay(isEmpty: Bool, _ sentence: String, systemImage: String) -> some View {
        overlay {
            if isEmpty {
                ContentUnavailableView {
                    Label(sentence, systemImage: systemImage)
                }
            }
        }
    }
}
