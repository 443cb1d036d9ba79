import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// What the task editor says under each field, and which fields it shows, in every front end.
@MainActor
@Suite struct TaskEditorNoteTests {
    @Test func note_countsTheTitlesCharactersLeft_beforeAnythingIsTyped() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(.create, tracker: tracker)

            let note = TaskEditorNote(for: .title, of: sut, messages: Self.english)

            #expect(note == TaskEditorNote(for: .title, of: sut, messages: Self.english))
            #expect(note.text == "\(TaskTitle.maximumLength) characters left")
            #expect(!note.isError)
        }
    }

    @Test(arguments: [
        (Language.english, "YYYY-MM-DD, today or later; empty for none"),
        (.spanish, "AAAA-MM-DD, hoy o después; vacía si no hay"),
    ])
    func note_hintsTheDueDaysForm_whileItIsValid(language: Language, expected: String) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(.create, tracker: tracker)

            let note = TaskEditorNote(for: .due, of: sut, messages: Messages(language: language))

            #expect(note.text == expected)
            #expect(!note.isError)
        }
    }

    @Test func note_saysWhatIsWrong_withEachFieldTypedWrong() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(.create, tracker: tracker)
            sut.title = String(repeating: "x", count: TaskTitle.maximumLength + 1)
            sut.dueDateText = "15-07-2026"
            sut.plateText = "PB"

            let notes = [TaskEditorField.title, .due, .plate].map {
                TaskEditorNote(for: $0, of: sut, messages: Self.english)
            }

            #expect(notes.allSatisfy { $0.isError })
            #expect(notes.allSatisfy { !$0.text.isEmpty })
            #expect(notes[1].text.hasPrefix("Write the due date as YYYY-MM-DD"))
        }
    }

    @Test func note_saysNothingUnderTheNote_whileItFits() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(.create, tracker: tracker)
            sut.note = "Bring the papers"

            let note = TaskEditorNote(for: .note, of: sut, messages: Self.english)

            #expect(note.text.isEmpty)
            #expect(!note.isError)
        }
    }

    @Test func fields_showThePlate_onlyForANewTask() async {
        await withLeakTrackingOnMainActor { tracker in
            let creating = makeSUT(.create, tracker: tracker)
            let editing = makeSUT(.edit(TaskFactory.make()), tracker: tracker)

            #expect(TaskEditorField.fields(of: creating) == [.title, .note, .due, .plate])
            #expect(TaskEditorField.fields(of: editing) == [.title, .note, .due])
        }
    }

    private static let english = Messages(language: .english)

    private func makeSUT(
        _ mode: TaskEditorViewModel.Mode, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TaskEditorViewModel {
        let errorHandler = ErrorHandler()
        let tasks = ManageTasks(
            repository: InMemoryTaskRepository(), clock: TaskFactory.clock(),
            makeID: { UUID() })
        let sut = TaskEditorViewModel(
            mode: mode, tasks: tasks, errorHandler: errorHandler, clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return sut
    }
}
