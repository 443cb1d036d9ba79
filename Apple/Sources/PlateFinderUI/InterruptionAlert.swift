import PlateFinderApp
import PlateFinderPresentation
import SwiftUI

extension View {
    /// Shows the interruption `errorHandler` holds as an alert, with a retry when it has one.
    func interruptionAlert(_ errorHandler: ErrorHandler, session: AppBundleSession) -> some View {
        let messages = session.messages
        let isPresented = Binding(
            get: { errorHandler.current != nil },
            set: { if !$0 { errorHandler.dismiss() } })
        return alert(
            messages.interruptionTitle, isPresented: isPresented,
            presenting: errorHandler.current
        ) { _ in
            if errorHandler.canRetry {
                Button(messages.retryLabel) { Task { await errorHandler.retry() } }
            }
            Button(messages.dismissLabel, role: .cancel) { errorHandler.dismiss() }
        } message: { interruption in
            Text(session.sentence(for: interruption))
        }
    }
}
