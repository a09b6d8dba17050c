! A key = value configuration parser: lines with comments and blanks are cut into keys and
! values held in deferred-length CHARACTER scalars (trimmed and adjusted at each step), a
! table of names in a derived type, lookups with defaults, values converted by internal
! READ, and the table written back through a buffer allocated with ALLOCATE (CHARACTER(LEN=n)
! :: s) and filled by internal WRITE.
module config_table
  implicit none
  integer, parameter :: max_entries = 20, name_len = 24
  type table
    integer :: n = 0
    character(len=name_len) :: keys(max_entries)
    character(len=64) :: values(max_entries)
  end type table
contains
  ! Strips a trailing comment and surrounding blanks.
  subroutine clean(line, out)
    character(*), intent(in) :: line
    character(len=:), allocatable, intent(out) :: out
    integer :: hash
    hash = index(line, '#')
    if (hash > 0) then
      out = trim(adjustl(line(1:hash - 1)))
    else
      out = trim(adjustl(line))
    end if
  end subroutine clean

  subroutine add(t, key, value)
    type(table), intent(inout) :: t
    character(*), intent(in) :: key, value
    integer :: k
    do k = 1, t%n
      if (t%keys(k) == key) then
        t%values(k) = value
        return
      end if
    end do
    t%n = t%n + 1
    t%keys(t%n) = key
    t%values(t%n) = value
  end subroutine add

  subroutine lookup(t, key, default, value)
    type(table), intent(in) :: t
    character(*), intent(in) :: key, default
    character(len=:), allocatable, intent(inout) :: value
    integer :: k
    value = default
    do k = 1, t%n
      if (t%keys(k) == key) value = trim(t%values(k))
    end do
  end subroutine lookup
end module config_table

program dl_config_parser
  use config_table
  implicit none
  character(len=60) :: lines(9)
  character(len=:), allocatable :: body, key, value, report
  type(table) :: cfg
  integer :: i, eq, nx, steps, width
  real(8) :: dt

  lines(1) = '# solver settings'
  lines(2) = '  nx = 128          # grid points'
  lines(3) = 'dt=2.5d-3'
  lines(4) = ''
  lines(5) = 'name =  heat equation  '
  lines(6) = 'steps = 40'
  lines(7) = 'output=run_01.dat # file'
  lines(8) = 'nx = 256'
  lines(9) = 'broken line without equals'

  do i = 1, size(lines)
    call clean(lines(i), body)
    if (len(body) == 0) cycle
    eq = index(body, '=')
    if (eq == 0) then
      print '(a,i0,a,a,a)', 'line ', i, ': no "=" in [', body, ']'
      cycle
    end if
    key = trim(body(1:eq - 1))
    value = trim(adjustl(body(eq + 1:)))
    call add(cfg, key, value)
    print '(a,i0,4a,1x,i0)', 'line ', i, ': ', key, ' -> ', value, len(value)
  end do

  print *, 'entries', cfg%n
  call lookup(cfg, 'nx', '64', value)
  read (value, *) nx
  call lookup(cfg, 'dt', '1.0d-3', value)
  read (value, *) dt
  call lookup(cfg, 'steps', '10', value)
  read (value, *) steps
  call lookup(cfg, 'tolerance', '1.0e-6', value)
  print *, 'nx', nx, 'steps', steps, 'tolerance [', value, ']'
  print '(a,es12.4)', 'dt ', dt
  print '(a,f10.5)', 'end time ', dt * steps

  width = 0
  do i = 1, cfg%n
    width = max(width, len_trim(cfg%keys(i)))
  end do
  allocate(character(len=width + 40) :: report)
  print *, 'report buffer', len(report)
  do i = 1, cfg%n
    write (report, '(a,a,a)') cfg%keys(i)(1:width), ' : ', trim(cfg%values(i))
    print '(a)', trim(report)
  end do
  deallocate(report)
  print *, allocated(report), allocated(key)
end program dl_config_parser
