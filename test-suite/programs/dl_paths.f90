! A path and file-name manipulator on deferred-length CHARACTER scalars: directory and base
! names, extensions, joining with one separator, normalising '//' and '/./' and '..'
! components, changing an extension, and a module variable that collects the output names
! of a run (grown by assignment, reset by DEALLOCATE).
module paths
  implicit none
  character(len=:), allocatable :: outputs
  integer :: n_outputs = 0
contains
  subroutine split_path(path, dir, base)
    character(*), intent(in) :: path
    character(len=:), allocatable, intent(out) :: dir, base
    integer :: slash
    slash = index(path, '/', back=.true.)
    if (slash == 0) then
      dir = '.'
      base = path
    else if (slash == 1) then
      dir = '/'
      base = path(2:)
    else
      dir = path(1:slash - 1)
      base = path(slash + 1:)
    end if
  end subroutine split_path

  subroutine extension(base, stem, ext)
    character(*), intent(in) :: base
    character(len=:), allocatable, intent(out) :: stem, ext
    integer :: dot
    dot = index(base, '.', back=.true.)
    if (dot <= 1) then
      stem = base
      ext = ''
    else
      stem = base(1:dot - 1)
      ext = base(dot + 1:)
    end if
  end subroutine extension

  subroutine join(a, b, out)
    character(*), intent(in) :: a, b
    character(len=:), allocatable, intent(inout) :: out
    if (len(a) == 0) then
      out = b
    else if (a(len(a):len(a)) == '/') then
      out = a // b
    else
      out = a // '/' // b
    end if
  end subroutine join

  ! Collapses '//', drops '/./' and resolves 'dir/..' (not past the start).
  subroutine normalise(path)
    character(len=:), allocatable, intent(inout) :: path
    character(len=:), allocatable :: part, result
    integer :: pos, next, cut
    result = ''
    if (path(1:1) == '/') result = '/'
    pos = 1
    do while (pos <= len(path))
      next = index(path(pos:), '/')
      if (next == 0) then
        part = path(pos:)
        pos = len(path) + 1
      else
        part = path(pos:pos + next - 2)
        pos = pos + next
      end if
      if (len(part) == 0 .or. part == '.') cycle
      if (part == '..' .and. len(result) > 1) then
        cut = index(result(1:len(result) - 1), '/', back=.true.)
        result = result(1:cut)
        cycle
      end if
      result = result // part // '/'
    end do
    if (len(result) > 1) result = result(1:len(result) - 1)
    path = result
  end subroutine normalise

  subroutine record_output(name)
    character(*), intent(in) :: name
    n_outputs = n_outputs + 1
    if (.not. allocated(outputs)) then
      outputs = name
    else
      outputs = outputs // ' ' // name
    end if
  end subroutine record_output
end module paths

program dl_paths
  use paths
  implicit none
  character(len=40) :: inputs(5)
  character(len=:), allocatable :: dir, base, stem, ext, p, renamed
  integer :: k

  inputs(1) = '/home/user/data/run_01.dat'
  inputs(2) = 'results//mesh/./grid.coarse.vtk'
  inputs(3) = 'notes'
  inputs(4) = '/tmp/../var/log/../solver.log'
  inputs(5) = 'a/b/c/../../d/.hidden'

  do k = 1, size(inputs)
    p = trim(inputs(k))
    call normalise(p)
    call split_path(p, dir, base)
    call extension(base, stem, ext)
    print '(i0,9a)', k, ' [', p, '] dir=[', dir, '] base=[', base, '] ext=[', ext, ']'
    call join(dir, stem // '.out', renamed)
    print '(a,a,a,i0)', '   -> ', renamed, ' length ', len(renamed)
    call record_output(renamed)
  end do
  print *, n_outputs, len(outputs)
  print '(a)', outputs
  call join('', 'x', p)
  print *, '[', p, ']'
  call join('/', 'root.cfg', p)
  print *, '[', p, ']', p == '/root.cfg', p(2:5)
  deallocate(outputs)
  print *, allocated(outputs)
  call record_output('again')
  print *, '[', outputs, ']', len(outputs)
end program dl_paths
