import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskEditorViewModelEditTests {
    /// A change a person makes in the editor.
    enum Edit: Sendable {
        case title(String), note(String), due(String)
    }

    static let original: TaskItem = {
        var task = TaskFactory.make(
            id: TaskIDs.second, title: "Renew SOAT", due: TaskDays.november30,
            plate: Plate("PBX1234"))
        do { try task.setNote("Call the broker", clock: TaskFactory.clock()) } catch {
            preconditionFailure("the note is valid")
        }
        return task
    }()

    @Test
    func init_fillsTheFieldsFromTheTask_andHasNothingToSave() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(editing: Self.original, tracker: tracker)

            #expect(sut.mode == .edit(Self.original))
            #expect(!sut.isCreating)
            #expect(sut.title == "Renew SOAT")
            #expect(sut.note == "Call the broker")
            #expect(sut.dueDateText == "2026-11-30")
            #expect(sut.plateText == "PBX1234")
            #expect(sut.titleError == nil && sut.dueDateError == nil && sut.plateError == nil)
            #expect(!sut.hasChanges)
            #expect(!sut.canSave)
        }
    }

    @Test(arguments: [
        ([Edit](), TaskChanges()),
        ([.title("  Renew SOAT \n")], TaskChanges()),
        ([.title(" Pay SOAT ")], TaskChanges(title: "Pay SOAT")),
        ([.note("")], TaskChanges(note: "")),
        ([.note("Ask for the ÑANDÚ rate ")], TaskChanges(note: "Ask for the ÑANDÚ rate")),
        ([.due("2026-12-24")], TaskChanges(dueDate: .set(TaskFactory.day(2026, 12, 24)))),
        ([.due("")], TaskChanges(dueDate: .clear)),
        ([.due(" 2026-11-30 ")], TaskChanges()),
        (
            [.title("Pay SOAT"), .note("x"), .due("")],
            TaskChanges(title: "Pay SOAT", note: "x", dueDate: .clear)
        ),
    ])
    func changes_holdExactlyTheFieldsThatDiffer(edits: [Edit], expected: TaskChanges) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(editing: Self.original, tracker: tracker)

            for edit in edits { apply(edit, to: sut) }

            #expect(sut.changes == expected)
            #expect(sut.hasChanges == (expected != TaskChanges()))
            #expect(sut.canSave == sut.hasChanges)
        }
    }

    @Test
    func changes_leaveAnInvalidDueDateAlone_whileCanSaveIsFalse() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(editing: Self.original, tracker: tracker)

            sut.title = "Pay SOAT"
            sut.dueDateText = "2026-11-2"

            #expect(sut.changes == TaskChanges(title: "Pay SOAT"))
            #expect(sut.dueDateError == .unreadable)
            #expect(!sut.canSave)
        }
    }

    @Test
    func dueDate_keepsTheTasksOwnPastDay_butRefusesAnotherPastDay() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(editing: TaskSamples.tax, tracker: tracker)
            #expect(sut.dueDateText == "2026-11-28")
            #expect(sut.dueDateError == nil)

            sut.title = "Pay the tax"
            #expect(sut.changes == TaskChanges(title: "Pay the tax"))
            #expect(sut.canSave)

            sut.dueDateText = "2026-11-27"
            #expect(sut.dueDateError == .rejected(.dueDateInPast))
            #expect(!sut.canSave)
        }
    }

    @Test
    func plateText_cannotChange_onATaskThatExists() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(editing: Self.original, tracker: tracker)

            sut.plateText = "ABC1234"

            #expect(!sut.isPlateEditable)
            #expect(sut.plateText == "PBX1234")
            #expect(!sut.hasChanges)
        }
    }

    private func apply(_ edit: Edit, to sut: TaskEditorViewModel) {
        switch edit {
        case .title(let text): sut.title = text
        case .note(let text): sut.note = text
        case .due(let text): sut.dueDateText = text
        }
    }

    private func makeSUT(
        editing task: TaskItem, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TaskEditorViewModel {
        let errorHandler = ErrorHandler()
        let sut = TaskEditorViewModel(
            mode: .edit(task), tasks: TaskUseCases.manageTasks(InMemoryTaskRepository()),
            errorHandler: errorHandler, clock: TaskFactory.clock())
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return sut
    }
}
