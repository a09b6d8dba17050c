! A tiny INI-file parser: the program writes a settings file, reads it back line by line
! into a deferred-length buffer, and keeps each `key = value` as a record whose section,
! key and value are deferred-length components set by a structure constructor. Lookups
! with defaults, values converted by internal READ, a deferred-length pointer into the
! current line for the section name, and the settings written back in canonical form.
module ini_store
  implicit none
  type setting
    character(len=:), allocatable :: section
    character(len=:), allocatable :: key
    character(len=:), allocatable :: value
    integer :: line = 0
  end type setting
  integer, parameter :: max_settings = 40
  type(setting) :: store(max_settings)
  integer :: nset = 0
contains
  function strip(s) result(r)
    character(*), intent(in) :: s
    character(len=:), allocatable :: r
    integer :: c
    c = scan(s, ';#')
    if (c > 0) then
      r = trim(adjustl(s(1:c - 1)))
    else
      r = trim(adjustl(s))
    end if
  end function strip

  subroutine put(section, key, value, line)
    character(*), intent(in) :: section, key, value
    integer, intent(in) :: line
    integer :: i
    do i = 1, nset
      if (store(i)%section == section .and. store(i)%key == key) then
        store(i) = setting(section, key, value, line)
        return
      end if
    end do
    nset = nset + 1
    store(nset) = setting(section, key, value, line)
  end subroutine put

  function get(section, key, default) result(v)
    character(*), intent(in) :: section, key, default
    character(len=:), allocatable :: v
    integer :: i
    v = default
    do i = 1, nset
      if (store(i)%section == section .and. store(i)%key == key) then
        v = store(i)%value
        return
      end if
    end do
  end function get
end module ini_store

program ini_parser
  use ini_store
  implicit none
  character(len=100), target :: raw
  character(len=:), allocatable :: line, section
  character(len=:), pointer :: name
  integer :: ios, lineno, eq, close_at, nx, ny, steps, i, bad
  real :: dt, tol

  open (21, file='dla_ini_parser.tmp', status='replace', action='write')
  write (21, '(a)') '; solver configuration'
  write (21, '(a)') '[grid]'
  write (21, '(a)') '  nx = 64'
  write (21, '(a)') '  ny = 48      # cells'
  write (21, '(a)') ''
  write (21, '(a)') '[ time ]'
  write (21, '(a)') 'dt=0.005'
  write (21, '(a)') 'steps = 200'
  write (21, '(a)') 'this line has no equals sign'
  write (21, '(a)') '[solver]'
  write (21, '(a)') 'method = conjugate gradient'
  write (21, '(a)') 'tolerance = 1.0e-6'
  write (21, '(a)') 'steps = 250 ; overrides nothing: another section'
  write (21, '(a)') '[grid]'
  write (21, '(a)') 'nx = 128'
  close (21)

  open (21, file='dla_ini_parser.tmp', status='old', action='read')
  section = ''
  lineno = 0
  bad = 0
  do
    read (21, '(a)', iostat=ios) raw
    if (ios /= 0) exit
    lineno = lineno + 1
    line = strip(raw)
    if (len(line) == 0) cycle
    if (line(1:1) == '[') then
      close_at = index(raw, ']')
      name => raw(index(raw, '[') + 1:close_at - 1)
      section = trim(adjustl(name))
      print '(a,i0,3a,i0)', 'line ', lineno, ': section "', section, '" raw length ', len(name)
      cycle
    end if
    eq = index(line, '=')
    if (eq == 0) then
      bad = bad + 1
      print '(a,i0,3a)', 'line ', lineno, ': ignored "', line, '"'
      cycle
    end if
    call put(section, trim(line(1:eq - 1)), trim(adjustl(line(eq + 1:))), lineno)
  end do
  close (21, status='delete')

  print '(a,i0,a,i0)', 'settings: ', nset, ' ignored: ', bad
  do i = 1, nset
    print '(a,i2,6a)', 'line', store(i)%line, '  ', store(i)%section, '.', store(i)%key, ' = ', &
      store(i)%value
  end do

  line = get('grid', 'nx', '0')
  read (line, *) nx
  line = get('grid', 'ny', '0')
  read (line, *) ny
  line = get('time', 'steps', '1')
  read (line, *) steps
  line = get('time', 'dt', '0.1')
  read (line, *) dt
  line = get('solver', 'tolerance', '1e-3')
  read (line, *) tol
  print '(a,i0,a,i0,a,i0)', 'grid ', nx, ' x ', ny, ', steps ', steps
  print '(a,es10.3,a,es10.3,a,es10.3)', 'dt ', dt, ' tol ', tol, ' t_end ', dt * steps
  print '(3a)', 'method: "', get('solver', 'method', 'jacobi'), '"'
  print '(3a)', 'output: "', get('io', 'output', 'result.dat'), '"'
  print '(a,i0)', 'method length: ', len(get('solver', 'method', ''))
end program ini_parser
