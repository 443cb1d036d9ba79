/// `platefinder completion SHELL`: the completion script for `shell`, written from the
/// command table.
struct CompletionScript {
    /// The shell the script is for.
    let shell: CompletionShell

    /// The whole script.
    func render() -> String {
        let model = CompletionModel()
        switch shell {
        case .bash: return BashCompletionScript(model: model).render()
        case .zsh: return ZshCompletionScript(model: model).render()
        case .fish: return FishCompletionScript(model: model).render()
        }
    }
}
